import crypto from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { humanLogs } from '@/config.ts'
import { hashPassword } from './password-hashing.ts'

/** The account this start created, with its password when it was generated. */
export interface OwnerCreated {
  username: string
  generatedPassword?: string
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Set on the start that created the owner account (server/main.ts prints it). */
    ownerCreated: OwnerCreated | undefined
  }
}

/**
 * First start with no owner: create the one account from OWNER_*. Without OWNER_PASSWORD a strong
 * random password is generated and shown once, with the username: in the start banner at a
 * terminal, in the start log otherwise.
 * No route creates accounts.
 */
export async function ensureOwner(app: FastifyInstance): Promise<OwnerCreated | undefined> {
  const repository = app.repositories.owner
  if (await repository.first()) return undefined
  const { owner } = app.config
  const generated = owner.password === undefined
  const password = owner.password ?? crypto.randomBytes(18).toString('base64url')
  try {
    await repository.create({
      username: owner.username,
      name: owner.name,
      email: owner.email,
      passwordHash: await hashPassword(password),
    })
  } catch (error) {
    // Another instance created it at the same moment: theirs stands.
    if (await repository.first()) return undefined
    throw error
  }
  if (generated && humanLogs(app.config)) {
    // At a terminal the start banner shows it (server/main.ts), not a log line.
    app.log.info({ event: 'owner_created', username: owner.username }, 'Owner account created')
  } else if (generated) {
    // Printed once, on purpose: this is how the owner learns the first password.
    app.log.warn(
      { event: 'owner_created', username: owner.username },
      `Owner account created. Username: ${owner.username}  Password: ${password}  (shown once; change it from the dashboard)`,
    )
  } else {
    app.log.info(
      { event: 'owner_created', username: owner.username },
      'Owner account created from OWNER_* settings',
    )
  }
  return { username: owner.username, ...(generated ? { generatedPassword: password } : {}) }
}
