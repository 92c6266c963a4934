import { CONTENT_TYPES } from '@contract/content-types.ts'
import { TestimonialInput, type Testimonial } from '@contract/testimonial.ts'
import {
  CollectionManager,
  type FieldSpec,
} from '@/features/admin/shared/components/collection-manager.tsx'
import { testimonialsApi, type TestimonialFields } from '../api/testimonials-api.ts'
import { TestimonialPhoto } from './testimonial-photo.tsx'

const FIELDS: FieldSpec<TestimonialFields>[] = [
  { name: 'quote', multiline: true },
  { name: 'name' },
  { name: 'role' },
  { name: 'company' },
  { name: 'link', type: 'url' },
]

/** What people who worked with the owner say; shown on the home page when there is any. */
export function TestimonialsManager() {
  return (
    <CollectionManager<Testimonial, TestimonialFields>
      noun="Testimonial"
      historyType={CONTENT_TYPES.testimonials.name}
      listTitle="Current Testimonials"
      emptyText="No testimonials to display"
      schema={TestimonialInput}
      newAt={CONTENT_TYPES.testimonials.newAt}
      fields={FIELDS}
      blank={{ quote: '', name: '', role: '', company: '', link: '' }}
      toInput={({ quote, name, role, company, link }) => ({ quote, name, role, company, link })}
      summary={(testimonial) => (
        <>
          <TestimonialPhoto testimonial={testimonial} />
          <p>“{testimonial.quote}”</p>
          <p className="text-sm text-muted">
            {[testimonial.role, testimonial.company].filter(Boolean).join(', ')}
          </p>
        </>
      )}
      itemName={(testimonial) => testimonial.name}
      list={testimonialsApi.useList()}
      create={testimonialsApi.useCreate()}
      update={testimonialsApi.useUpdate()}
      remove={testimonialsApi.useRemove()}
      reorder={testimonialsApi.useReorder()}
    />
  )
}
