import { errors } from '@/errors.ts'

/** File systems and browsers stop at 255; a browser sends the bare name, never a folder. */
const MAX_UPLOAD_FILE_NAME_LENGTH = 255

/**
 * The server never uses an upload's file name (images are stored by content hash), but a name
 * no browser would send (a path, control characters, over 255 characters) marks a forged request:
 * refuse it with 400 rather than pass it on to logs or future code. An empty name is what a
 * browser sends when no file was chosen.
 */
export function checkUploadFileName(name: string | undefined): void {
  if (!name) return
  if (
    name.length > MAX_UPLOAD_FILE_NAME_LENGTH ||
    /[/\\\p{Cc}]/u.test(name) ||
    name === '.' ||
    name === '..'
  ) {
    throw errors.badRequest(
      `The file name must be a plain name of at most ${MAX_UPLOAD_FILE_NAME_LENGTH} characters`,
    )
  }
}
