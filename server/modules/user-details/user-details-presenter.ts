import {
  DEFAULT_PROFILE_IMAGE_URL,
  type UserDetails,
  type UserDetailsInput,
} from '@contract/user-details.ts'
import type { UserDetailsRow } from '@/db/schema.ts'
import { presentStored, storedText, type HistoryKind } from '../content/history-kind.ts'
import { recordImageUrl } from '../media/media-url.ts'
import type { UserDetailsColumns } from './user-details-repository.ts'

export function presentUserDetails(row: UserDetailsRow): UserDetails {
  return {
    _id: String(row.id),
    name: row.name,
    userimage: recordImageUrl(row) ?? DEFAULT_PROFILE_IMAGE_URL,
    prof: { '1st': row.title_1, '2nd': row.title_2, '3rd': row.title_3, '4th': row.title_4 },
    currentsts: row.current_status,
  }
}

/** The text columns of the wire fields; the image is stored separately. */
export function userDetailsColumns(
  input: Omit<UserDetailsInput, 'image'>,
): Omit<UserDetailsColumns, 'image_hash' | 'image_url'> {
  return {
    name: input.name,
    title_1: input.profone,
    title_2: input.proftwo,
    title_3: input.profthree,
    title_4: input.proffour,
    current_status: input.currentsts,
  }
}

/** The profile in history: one record, titled by the name on it. */
export const profileHistory: HistoryKind = {
  name: 'userdetails',
  table: 'user_details',
  ordered: false,
  title: (row) => storedText(row.name) || 'Profile',
  present: presentStored(presentUserDetails),
}
