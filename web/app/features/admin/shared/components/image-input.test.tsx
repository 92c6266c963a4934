import { render, screen } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { ImageInput } from './image-input.tsx'

describe('ImageInput', () => {
  it('accepts images only', async () => {
    const onChange = vi.fn()
    render(<ImageInput label="Skill image" file={null} onChange={onChange} progress={null} />)
    const input = screen.getByLabelText('Skill image')
    expect(input.getAttribute('accept')).toBe('image/*')
    await userEvent.upload(input, new File(['x'], 'notes.txt', { type: 'text/plain' }), {
      applyAccept: false,
    })
    expect(screen.getByRole('alert').textContent).toBe('Please choose an image file')
    expect(onChange).toHaveBeenLastCalledWith(null)
  })

  it('passes an image on and shows the upload progress', async () => {
    const onChange = vi.fn()
    const { rerender } = render(
      <ImageInput label="Skill image" file={null} onChange={onChange} progress={null} />,
    )
    const image = new File([new Uint8Array([137, 80, 78, 71])], 'a.png', { type: 'image/png' })
    await userEvent.upload(screen.getByLabelText('Skill image'), image)
    expect(onChange).toHaveBeenLastCalledWith(image)
    rerender(<ImageInput label="Skill image" file={image} onChange={onChange} progress={0.5} />)
    const bar = screen.getByRole('progressbar', { name: 'Uploading skill image' })
    expect(bar.getAttribute('value')).toBe('0.5')
  })
})
