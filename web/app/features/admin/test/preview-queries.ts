import { screen, waitFor, within } from '@testing-library/react'
import { expect } from 'vitest'
import { PREVIEW_LABEL } from '../preview/preview-split.tsx'

/** The live preview's page, once its frame holds the public rendering (tests only). */
export async function findPreview() {
  const frame = (await screen.findByTitle(PREVIEW_LABEL)) as HTMLIFrameElement
  await waitFor(() => expect(frame.contentDocument?.body.dataset.preview).toBe('ready'))
  return within(frame.contentDocument!.body)
}
