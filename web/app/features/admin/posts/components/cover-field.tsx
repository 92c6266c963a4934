import { useState } from 'react'
import { ImageInput } from '@/features/admin/shared/components/image-input.tsx'
import { errorMessage } from '@/lib/api/api-client.ts'
import { notify } from '@/lib/toast/notify.ts'
import { uploadPostImage } from '../api/posts-api.ts'

/**
 * The post's cover: chosen or dropped, uploaded at once (with its progress) and shown; it is the
 * post's once the post is saved. Removing it only takes it off the post.
 */
export function CoverField({
  value,
  onChange,
  postId,
}: {
  value: string | null
  onChange: (url: string | null) => void
  postId: string | undefined
}) {
  const [file, setFile] = useState<File | null>(null)
  const [progress, setProgress] = useState<number | null>(null)

  const choose = async (chosen: File | null) => {
    setFile(chosen)
    if (!chosen) return
    setProgress(0)
    try {
      const image = await uploadPostImage(chosen, postId, setProgress)
      onChange(image.url)
    } catch (error) {
      void notify('error', errorMessage(error))
    } finally {
      setFile(null)
      setProgress(null)
    }
  }

  return (
    <div className="post-cover-field">
      <ImageInput
        label="Cover image"
        file={file}
        onChange={(chosen) => void choose(chosen)}
        progress={progress}
        currentUrl={value ?? undefined}
      />
      {value && progress === null && (
        <button type="button" className="admin-button" onClick={() => onChange(null)}>
          Remove cover
        </button>
      )}
    </div>
  )
}
