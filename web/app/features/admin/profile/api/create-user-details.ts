import type { UserDetails } from '@contract/user-details.ts'
import { ownerRequest } from '@/lib/api/api-client.ts'
import { useAppendMutation, type AddAnswer } from '@/features/admin/shared/api/list-cache.ts'
import { USER_DETAILS_HISTORY, USER_DETAILS_KEY } from './list-user-details.ts'
import { userDetailsFormData, type UserDetailsFields } from './user-details-form.ts'

export interface CreateUserDetailsInput {
  fields: UserDetailsFields
  image: File | null
  onUploadProgress?: (fraction: number) => void
}

function createUserDetails({ fields, image, onUploadProgress }: CreateUserDetailsInput) {
  return ownerRequest<AddAnswer<UserDetails>>('/api/user/adduserdetails', {
    method: 'POST',
    form: userDetailsFormData(fields, image),
    onUploadProgress: onUploadProgress ?? (() => {}),
  })
}

export const useCreateUserDetails = () =>
  useAppendMutation(USER_DETAILS_KEY, createUserDetails, 'end', USER_DETAILS_HISTORY)
