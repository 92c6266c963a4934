import type { UserDetails } from '@contract/user-details.ts'
import { ownerRequest } from '@/lib/api/api-client.ts'
import { useReplaceMutation, type UpdateAnswer } from '@/features/admin/shared/api/list-cache.ts'
import { USER_DETAILS_HISTORY, USER_DETAILS_KEY } from './list-user-details.ts'
import { userDetailsFormData, type UserDetailsFields } from './user-details-form.ts'

export interface UpdateUserDetailsInput {
  id: string
  fields: UserDetailsFields
  /** Without a new image the old one stays. */
  image: File | null
  onUploadProgress?: (fraction: number) => void
}

function updateUserDetails({ id, fields, image, onUploadProgress }: UpdateUserDetailsInput) {
  return ownerRequest<UpdateAnswer<UserDetails>>(`/api/user/updateuserdetails/${id}`, {
    method: 'PUT',
    form: userDetailsFormData(fields, image),
    onUploadProgress: onUploadProgress ?? (() => {}),
  })
}

export const useUpdateUserDetails = () =>
  useReplaceMutation(USER_DETAILS_KEY, updateUserDetails, undefined, USER_DETAILS_HISTORY)
