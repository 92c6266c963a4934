import type { DatabaseHandle } from '@/db/database.ts'
import { migrateToLatest } from '@/db/migrate.ts'
import { auditLog } from '../history/audit-log.ts'
import { ownerRepository } from './owner-repository.ts'
import { twoFactorStore } from './two-factor.ts'

/**
 * `npm run owner -- two-factor-off`: the way back in for an owner who lost both the authenticator
 * and the recovery codes. Turns two-factor sign-in off and voids the recovery codes; the password
 * (and any passkey) still signs in. Recorded in the account log.
 */
export async function turnOffTwoFactor(
  handle: DatabaseHandle,
): Promise<{ username: string; wasOn: boolean }> {
  await migrateToLatest(handle)
  const owner = await ownerRepository(handle.db).first()
  if (!owner) throw new Error('There is no owner account yet: start the server once to create it.')
  const wasOn = owner.totp_secret !== null || owner.totp_pending_secret !== null
  await twoFactorStore(handle.db).disable(owner.id)
  if (wasOn) {
    await auditLog(handle.db).record({
      event: 'two-factor-off',
      address: 'the server',
      browser: 'npm run owner',
    })
  }
  return { username: owner.username, wasOn }
}
