import type { Kysely } from 'kysely'
import type { Database, OwnerRow } from '@/db/schema.ts'

export function ownerRepository(db: Kysely<Database>) {
  return {
    async findById(id: number): Promise<OwnerRow | undefined> {
      return db.selectFrom('owner').selectAll().where('id', '=', id).executeTakeFirst()
    },
    async findByUsername(username: string): Promise<OwnerRow | undefined> {
      return db.selectFrom('owner').selectAll().where('username', '=', username).executeTakeFirst()
    },
    async first(): Promise<OwnerRow | undefined> {
      return db.selectFrom('owner').selectAll().orderBy('id').limit(1).executeTakeFirst()
    },
    async create(owner: { username: string; name: string; email: string; passwordHash: string }) {
      const now = new Date().toISOString()
      return db
        .insertInto('owner')
        .values({
          username: owner.username,
          name: owner.name,
          email: owner.email,
          password_hash: owner.passwordHash,
          created_at: now,
          updated_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow()
    },
    /** Changes the account's name, e-mail or username (the password stays). */
    async updateAccount(
      id: number,
      changes: Partial<{ name: string; email: string; username: string }>,
    ): Promise<OwnerRow | undefined> {
      return db
        .updateTable('owner')
        .set({ ...changes, updated_at: new Date().toISOString() })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst()
    },
    /**
     * Sets a new password and bumps the token version, so every older token is refused, and ends
     * every session.
     */
    async setPassword(id: number, passwordHash: string): Promise<void> {
      await db.deleteFrom('sessions').where('owner_id', '=', id).execute()
      await db
        .updateTable('owner')
        .set((eb) => ({
          password_hash: passwordHash,
          token_version: eb('token_version', '+', 1),
          updated_at: new Date().toISOString(),
        }))
        .where('id', '=', id)
        .execute()
    },
  }
}
