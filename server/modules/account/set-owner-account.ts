import { Value } from 'typebox/value'
import { UpdateAccountInput } from '@contract/account.ts'
import type { DatabaseHandle } from '@/db/database.ts'
import { migrateToLatest } from '@/db/migrate.ts'
import { ownerRepository } from './owner-repository.ts'

export type AccountChanges = Partial<{ name: string; email: string; username: string }>

const FIELDS = ['name', 'email', 'username'] as const

/** The same checks as PUT /api/user/updateaccount, said in words; answers the trimmed changes. */
function checkAccountChanges(changes: AccountChanges): AccountChanges {
  const trimmed: AccountChanges = {}
  for (const field of FIELDS) {
    const value = changes[field]?.trim()
    if (value === undefined) continue
    const schema = UpdateAccountInput.properties[field] as unknown as {
      title: string
      errorMessage?: string
    }
    if (value === '') throw new Error(`${schema.title} cannot be empty.`)
    if (!Value.Check(schema, value)) {
      throw new Error(`${schema.errorMessage ?? `${schema.title} is too long`}.`)
    }
    trimmed[field] = value
  }
  if (Object.keys(trimmed).length === 0) throw new Error('Nothing to change.')
  return trimmed
}

/**
 * `npm run owner -- set-account`: the account's name, e-mail or username, changed on the machine
 * (no password asked: whoever runs it can already read the database). Sessions stay signed in,
 * as after the dashboard's Edit account. Throws an Error meant for the person at the terminal.
 */
export async function setOwnerAccount(
  handle: DatabaseHandle,
  changes: AccountChanges,
): Promise<{ name: string; email: string; username: string }> {
  const checked = checkAccountChanges(changes)
  await migrateToLatest(handle)
  const owners = ownerRepository(handle.db)
  const owner = await owners.first()
  if (!owner) throw new Error('There is no owner account yet: start the server once to create it.')
  const updated = await owners.updateAccount(owner.id, checked)
  if (!updated) throw new Error('The owner account could not be found.')
  return { name: updated.name, email: updated.email, username: updated.username }
}

/** The account as `npm run owner -- show` prints it. */
export async function showOwnerAccount(handle: DatabaseHandle) {
  await migrateToLatest(handle)
  const owner = await ownerRepository(handle.db).first()
  if (!owner) throw new Error('There is no owner account yet: start the server once to create it.')
  return { name: owner.name, email: owner.email, username: owner.username }
}
