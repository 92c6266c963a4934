import crypto from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { hashPassword } from './password-hashing.ts'

/**
 * First start with no owner: create the one account from OWNER_*. Without OWNER_PASSWORD a strong
 * random password is generated and printed once, with the username, in the start log.
 * No route creates accounts.
 */
export async function ensureOwner(app: FastifyInstance): Promise<void> {
  const repository = app.repositories.owner
  if (await repository.first()) return
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
    if (await repository.first()) return
    throw error
  }
  if (generated) {
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
}
