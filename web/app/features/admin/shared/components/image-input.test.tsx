import { fireEvent, render, screen } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { fileSize, ImageInput } from './image-input.tsx'

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

  it('takes an image dropped on the zone, says its name and size, and can undo the choice', async () => {
    const onChange = vi.fn()
    const image = new File([new Uint8Array(2048)], 'portrait.png', { type: 'image/png' })
    const { rerender, container } = render(
      <ImageInput label="Profile photo" file={null} onChange={onChange} progress={null} />,
    )
    const zone = container.querySelector('.admin-dropzone')!
    expect(zone.textContent).toContain('or drop one here')
    fireEvent.drop(zone, { dataTransfer: { files: [image] } })
    expect(onChange).toHaveBeenLastCalledWith(image)

    rerender(<ImageInput label="Profile photo" file={image} onChange={onChange} progress={null} />)
    expect(zone.textContent).toContain('portrait.png · 2 KB')
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }))
    expect(onChange).toHaveBeenLastCalledWith(null)
  })

  it('refuses a dropped file that is not an image, in words', () => {
    const onChange = vi.fn()
    const { container } = render(
      <ImageInput label="Profile photo" file={null} onChange={onChange} progress={null} />,
    )
    const text = new File(['hello'], 'notes.txt', { type: 'text/plain' })
    fireEvent.drop(container.querySelector('.admin-dropzone')!, { dataTransfer: { files: [text] } })
    expect(screen.getByRole('alert').textContent).toBe('Please choose an image file')
    expect(onChange).toHaveBeenLastCalledWith(null)
  })

  it('offers to keep the stored image once another is chosen', async () => {
    const image = new File([new Uint8Array(10)], 'new.png', { type: 'image/png' })
    render(
      <ImageInput
        label="Skill image"
        file={image}
        onChange={vi.fn()}
        progress={null}
        currentUrl="/media/abc.webp"
      />,
    )
    expect(screen.getByRole('button', { name: 'Keep the current image' })).toBeVisible()
    // The new choice is previewed, not the stored image.
    await vi.waitFor(() =>
      expect(screen.getByRole('img', { name: 'Preview of skill image' })).toHaveAttribute(
        'src',
        expect.stringMatching(/^data:image\/png;base64,/),
      ),
    )
  })
})

describe('fileSize', () => {
  it('speaks in KB below a megabyte and MB above', () => {
    expect(fileSize(300)).toBe('1 KB')
    expect(fileSize(840 * 1024)).toBe('840 KB')
    expect(fileSize(1.25 * 1024 * 1024)).toBe('1.3 MB')
  })
})
