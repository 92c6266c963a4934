import { queryOptions, useQuery } from '@tanstack/react-query'
import {
  TESTIMONIAL_PATHS,
  type Testimonial,
  type TestimonialInput,
} from '@contract/testimonial.ts'
import { ownerRequest } from '@/lib/api/api-client.ts'
import {
  useAppendMutation,
  useRemoveMutation,
  useReorderMutation,
  useReplaceMutation,
  type AddAnswer,
  type ListAnswer,
  type MessageAnswer,
  type ReorderAnswer,
  type UpdateAnswer,
} from '@/features/admin/shared/api/list-cache.ts'

export const TESTIMONIALS_KEY = ['admin', 'testimonials'] as const
export type TestimonialFields = Omit<TestimonialInput, 'image' | 'removeImage'>

const withId = (path: string, id: string) => path.replace(':id', encodeURIComponent(id))

/** Every testimonial, in the owner's order. */
export async function listTestimonials(): Promise<Testimonial[]> {
  return (await ownerRequest<ListAnswer<Testimonial>>(TESTIMONIAL_PATHS.list)).data
}

export const listTestimonialsQueryOptions = () =>
  queryOptions({ queryKey: TESTIMONIALS_KEY, queryFn: listTestimonials })

export const useTestimonialsList = () => useQuery(listTestimonialsQueryOptions())

/** The API adds one record per request: the form's entries go one after another, in order. */
export async function createTestimonials(
  inputs: TestimonialFields[],
): Promise<AddAnswer<Testimonial>> {
  const data: Testimonial[] = []
  let message = ''
  for (const input of inputs) {
    const answer = await ownerRequest<AddAnswer<Testimonial>>(TESTIMONIAL_PATHS.add, {
      method: 'POST',
      json: input,
    })
    data.push(...answer.data)
    message = answer.message
  }
  return { success: true, data, message }
}

export function updateTestimonial({ id, input }: { id: string; input: TestimonialFields }) {
  return ownerRequest<UpdateAnswer<Testimonial>>(withId(TESTIMONIAL_PATHS.update, id), {
    method: 'PUT',
    json: input,
  })
}

export function deleteTestimonial(id: string) {
  return ownerRequest<MessageAnswer>(withId(TESTIMONIAL_PATHS.remove, id), { method: 'DELETE' })
}

export function reorderTestimonials(ids: string[]) {
  return ownerRequest<ReorderAnswer<Testimonial>>(TESTIMONIAL_PATHS.reorder, {
    method: 'PUT',
    json: { ids },
  })
}

export const useCreateTestimonials = () => useAppendMutation(TESTIMONIALS_KEY, createTestimonials)
export const useUpdateTestimonial = () => useReplaceMutation(TESTIMONIALS_KEY, updateTestimonial)
export const useDeleteTestimonial = () => useRemoveMutation(TESTIMONIALS_KEY, deleteTestimonial)
export const useReorderTestimonials = () =>
  useReorderMutation<Testimonial>(TESTIMONIALS_KEY, reorderTestimonials)

export interface TestimonialPhotoChange {
  testimonial: Testimonial
  /** A new photo, or null to remove the current one. */
  image: File | null
  onUploadProgress?: (fraction: number) => void
}

/** Replaces or removes the photo alone: the update carries the record's fields as they are. */
export function changeTestimonialPhoto({
  testimonial,
  image,
  onUploadProgress,
}: TestimonialPhotoChange) {
  const { quote, name, role, company, link } = testimonial
  const fields: TestimonialFields = { quote, name, role, company, link }
  const path = withId(TESTIMONIAL_PATHS.update, testimonial._id)
  if (!image) {
    return ownerRequest<UpdateAnswer<Testimonial>>(path, {
      method: 'PUT',
      json: { ...fields, removeImage: true },
    })
  }
  const form = new FormData()
  for (const [field, value] of Object.entries(fields)) form.append(field, value)
  form.append('image', image)
  return ownerRequest<UpdateAnswer<Testimonial>>(path, {
    method: 'PUT',
    form,
    onUploadProgress: onUploadProgress ?? (() => {}),
  })
}

export const useChangeTestimonialPhoto = () =>
  useReplaceMutation(TESTIMONIALS_KEY, changeTestimonialPhoto)
