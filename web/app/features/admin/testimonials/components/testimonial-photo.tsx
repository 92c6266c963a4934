import { useId, useRef, useState } from 'react'
import type { Testimonial } from '@contract/testimonial.ts'
import { initials } from '@/lib/text/initials.ts'
import { useChangeTestimonialPhoto } from '../api/testimonials-api.ts'

/**
 * A testimonial's photo in the list: the picture (or their initials), and buttons to choose a new
 * one or remove it. Each change saves at once; progress shows while a photo uploads.
 */
export function TestimonialPhoto({ testimonial }: { testimonial: Testimonial }) {
  const change = useChangeTestimonialPhoto()
  const input = useRef<HTMLInputElement>(null)
  const id = useId()
  const [progress, setProgress] = useState<number | null>(null)
  const save = (image: File | null) => {
    setProgress(image ? 0 : null)
    change.mutate(
      { testimonial, image, onUploadProgress: setProgress },
      { onSettled: () => setProgress(null) },
    )
  }
  return (
    <div className="flex flex-wrap items-center gap-3">
      {testimonial.image ? (
        <img src={testimonial.image} alt="" className="admin-avatar" />
      ) : (
        <span className="admin-avatar admin-avatar-initials" aria-hidden="true">
          {initials(testimonial.name)}
        </span>
      )}
      <input
        ref={input}
        id={id}
        type="file"
        accept="image/*"
        className="sr-only"
        aria-label={`Photo of ${testimonial.name}`}
        disabled={change.isPending}
        onChange={(event) => {
          const chosen = event.target.files?.[0]
          event.target.value = ''
          if (chosen) save(chosen)
        }}
      />
      <button
        type="button"
        className="admin-button"
        disabled={change.isPending}
        onClick={() => input.current?.click()}
      >
        {testimonial.image ? 'Change photo' : 'Add photo'}
        <span className="sr-only"> of {testimonial.name}</span>
      </button>
      {testimonial.image && (
        <button
          type="button"
          className="admin-button"
          disabled={change.isPending}
          onClick={() => save(null)}
        >
          Remove photo<span className="sr-only"> of {testimonial.name}</span>
        </button>
      )}
      {progress !== null && (
        <progress className="admin-progress" max={1} value={progress}>
          {Math.round(progress * 100)}%
        </progress>
      )}
    </div>
  )
}
