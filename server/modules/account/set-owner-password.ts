import type { DatabaseHandle } from '@/db/database.ts'
import { migrateToLatest } from '@/db/migrate.ts'
import { ownerRepository } from './owner-repository.ts'
import { hashPassword } from './password-hashing.ts'
import { checkNewPassword } from './password-policy.ts'
import { passwordResetRepository } from './password-reset-repository.ts'

/**
 * `npm run owner -- set-password`: recovery on the machine, for an owner without working e-mail.
 * Applies the password policy, logs out every session, voids reset links and lifts any login
 * throttle on the account. Throws an Error whose message is meant for the person at the terminal.
 */
export async function setOwnerPassword(
  handle: DatabaseHandle,
  password: string,
): Promise<{ username: string }> {
  await migrateToLatest(handle)
  const owners = ownerRepository(handle.db)
  const owner = await owners.first()
  if (!owner) throw new Error('There is no owner account yet: start the server once to create it.')
  await checkNewPassword(password, { username: owner.username })
  await owners.setPassword(owner.id, await hashPassword(password))
  await passwordResetRepository(handle.db).revokeAll(owner.id)
  await handle.db.deleteFrom('login_attempts').where('username', '=', owner.username).execute()
  return { username: owner.username }
}
