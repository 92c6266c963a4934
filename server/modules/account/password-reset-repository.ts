import type { Kysely } from 'kysely'
import type { Database, PasswordResetTokenRow } from '@/db/schema.ts'
import { ownerRepository } from './owner-repository.ts'

/** One-time reset ids, kept as sha256 hashes only. */
export function passwordResetRepository(db: Kysely<Database>) {
  return {
    async create(record: { ownerId: number; idHash: string; expiresAt: Date }): Promise<void> {
      // Links expired for a day are of no use to anyone, not even for a clearer error message.
      const stale = new Date(Date.now() - 24 * 60 * 60 * 1000).toISOString()
      await db.deleteFrom('password_reset_tokens').where('expires_at', '<', stale).execute()
      await db
        .insertInto('password_reset_tokens')
        .values({
          id_hash: record.idHash,
          owner_id: record.ownerId,
          expires_at: record.expiresAt.toISOString(),
          used_at: null,
          created_at: new Date().toISOString(),
        })
        .execute()
    },

    async find(idHash: string): Promise<PasswordResetTokenRow | undefined> {
      return db
        .selectFrom('password_reset_tokens')
        .selectAll()
        .where('id_hash', '=', idHash)
        .executeTakeFirst()
    },

    /**
     * Marks the id used and sets the new password in one transaction. The conditional update lets
     * exactly one of several concurrent redemptions through; undefined means another got there
     * first. Every other unused link of the owner dies with it, and the token version bump logs out
     * every session. With `removePasskeys`, every passkey of the owner goes in the same
     * transaction.
     */
    async redeem(
      idHash: string,
      ownerId: number,
      passwordHash: string,
      { removePasskeys = false }: { removePasskeys?: boolean } = {},
    ): Promise<{ passkeysRemoved: number } | undefined> {
      return db.transaction().execute(async (trx) => {
        const now = new Date().toISOString()
        const claimed = await trx
          .updateTable('password_reset_tokens')
          .set({ used_at: now })
          .where('id_hash', '=', idHash)
          .where('used_at', 'is', null)
          .returning('id_hash')
          .executeTakeFirst()
        if (!claimed) return undefined
        await ownerRepository(trx).setPassword(ownerId, passwordHash)
        await revokeUnused(trx, ownerId, now)
        if (!removePasskeys) return { passkeysRemoved: 0 }
        const removed = await trx
          .deleteFrom('passkeys')
          .where('owner_id', '=', ownerId)
          .executeTakeFirst()
        return { passkeysRemoved: Number(removed.numDeletedRows) }
      })
    },

    /** After a password change elsewhere (dashboard, command line): no older link works. */
    async revokeAll(ownerId: number): Promise<void> {
      await revokeUnused(db, ownerId, new Date().toISOString())
    },
  }
}

async function revokeUnused(db: Kysely<Database>, ownerId: number, now: string) {
  await db
    .updateTable('password_reset_tokens')
    .set({ used_at: now })
    .where('owner_id', '=', ownerId)
    .where('used_at', 'is', null)
    .execute()
}
