import type { TextFields } from '@contract/text-fields.ts'
import { ownerRequest } from '@/lib/api/api-client.ts'
import type { ImageUpload } from '../forms/markdown-field.tsx'

/** Where a kind's Markdown images are uploaded, as its texts declare it. */
export type MarkdownImages = NonNullable<TextFields['markdownImages']>

/**
 * The Markdown editor's upload for a kind whose Markdown takes images: the kind's own call, the
 * image kept with the record from now on when it exists (else once a saved text shows it).
 */
export function markdownImageUpload(
  images: MarkdownImages,
  recordId: string | undefined,
): ImageUpload {
  return async (file, onUploadProgress) => {
    const form = new FormData()
    if (recordId) form.append(images.record, recordId)
    form.append('image', file)
    return (
      await ownerRequest<{ data: { url: string } }>(images.path, {
        method: 'POST',
        form,
        onUploadProgress,
      })
    ).data
  }
}
