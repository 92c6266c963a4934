import { render, screen } from '@testing-library/react'
import { useState } from 'react'
import { userEvent } from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { answer } from '@/features/admin/test/render-with-router.tsx'
import { MarkdownField } from './markdown-field.tsx'

function Editor() {
  const [value, setValue] = useState('')
  return <MarkdownField value={value} onChange={setValue} error={undefined} footer="0 words" />
}

describe('MarkdownField live preview', () => {
  let fetchMock: ReturnType<typeof vi.fn>
  beforeEach(() => {
    localStorage.setItem('post-editor-mode', 'split')
    fetchMock = vi.fn()
    vi.stubGlobal('fetch', fetchMock)
  })
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it('cancels the preview the owner typed past, and shows the newest text', async () => {
    // The first preview asked never answers by itself; the next ones answer at once.
    const signals: (AbortSignal | undefined)[] = []
    fetchMock.mockImplementation((_url: string, init: RequestInit) => {
      signals.push(init.signal ?? undefined)
      const { body } = JSON.parse(String(init.body)) as { body: string }
      if (signals.length === 1) {
        return new Promise((_resolve, reject) =>
          init.signal?.addEventListener('abort', () => reject(init.signal!.reason)),
        )
      }
      return Promise.resolve(answer(200, { success: true, data: { html: `<p>${body}</p>` } }))
    })
    render(<Editor />)
    const text = screen.getByLabelText('Text')
    await userEvent.type(text, 'old')
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1))
    expect(signals[0]?.aborted).toBe(false)

    await userEvent.type(text, ' and new')
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2))
    expect(signals[0]?.aborted).toBe(true)
    const preview = screen.getByRole('region', { name: 'Preview' })
    await vi.waitFor(() => expect(preview.textContent).toBe('old and new'))
  })
})
