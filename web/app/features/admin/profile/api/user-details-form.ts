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

export function userDetailsFormData(fields: UserDetailsFields, image: File | null): FormData {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.append(name, value)
  if (image) form.append('image', image)
  return form
}
