import type { Testimonial, TestimonialInput } from '@contract/testimonial.ts'
import { CONTENT_TYPES } from '@contract/content-types.ts'
import { ownerRequest } from '@/lib/api/api-client.ts'
import { collectionApi, historyOf, withId } from '@/features/admin/shared/api/collection-api.ts'
import { useReplaceMutation, type UpdateAnswer } from '@/features/admin/shared/api/list-cache.ts'

export type TestimonialFields = Omit<TestimonialInput, 'image' | 'removeImage'>
const { paths } = CONTENT_TYPES.testimonials

/** The dashboard's calls for testimonials, derived from the descriptor; one record per add. */
export const testimonialsApi = collectionApi<Testimonial, TestimonialFields>(
  CONTENT_TYPES.testimonials,
  { onePerAdd: true },
)

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
  const path = withId(paths.update, testimonial._id)
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
  useReplaceMutation(
    testimonialsApi.key,
    changeTestimonialPhoto,
    undefined,
    historyOf({ key: 'testimonials' }),
  )
