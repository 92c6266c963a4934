import { useEffect, useState } from 'react'

/**
 * A chosen image as a data: URL, to show it before it is uploaded (the CSP allows data: images,
 * not blob: ones); null without a file, and until it is read.
 */
export function useDataUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null)
  useEffect(() => {
    if (!file) {
      setUrl(null)
      return
    }
    const reader = new FileReader()
    reader.onload = () => setUrl(typeof reader.result === 'string' ? reader.result : null)
    reader.readAsDataURL(file)
    return () => reader.abort()
  }, [file])
  return url
}
