import { multipartBody } from '@/features/admin/shared/api/collection-api.ts'

/** The write fields of the profile details (docs/contract.md §3: the spec's wire names). */
export interface UserDetailsFields {
  name: string
  profone: string
  proftwo: string
  profthree: string
  proffour: string
  currentsts: string
}

export const EMPTY_USER_DETAILS: UserDetailsFields = {
  name: '',
  profone: '',
  proftwo: '',
  profthree: '',
  proffour: '',
  currentsts: '',
}

/** The profile's writes are multipart, with or without a new photo (docs/contract.md §7). */
export const userDetailsFormData = (fields: UserDetailsFields, image: File | null): FormData =>
  multipartBody({ ...fields }, image)
