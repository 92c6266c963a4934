import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { CaseStudyFacts, CaseStudyGallery, CaseStudyOutcomes } from './case-study-parts.tsx'

const image = (letter: string) => `/media/${letter.repeat(64)}.webp`

describe("a case study's facts, figures and gallery", () => {
  it('lists only the facts given, and nothing at all without any', () => {
    const { container, rerender } = render(
      <CaseStudyFacts project={{ role: 'Lead engineer', team: ' ', timeline: 'Mar–Jun 2025' }} />,
    )
    const terms = [...container.querySelectorAll('dt')].map((term) => term.textContent)
    expect(terms).toEqual(['Role', 'Timeline'])
    expect(container.querySelector('dd')).toHaveTextContent('Lead engineer')
    rerender(<CaseStudyFacts project={{ role: '', team: '', timeline: '' }} />)
    expect(container).toBeEmptyDOMElement()
  })

  it('shows each figure over what it measures, read as one phrase', () => {
    render(<CaseStudyOutcomes outcomes={[{ value: '40%', label: 'faster checkout' }]} />)
    const outcomes = screen.getByRole('region', { name: 'Outcomes' })
    expect(within(outcomes).getByRole('listitem')).toHaveTextContent('40% faster checkout')
  })

  it('captions each picture, and does not read the alt text twice when it is the caption', () => {
    render(
      <CaseStudyGallery
        images={[
          { image: image('a'), alt: 'The board', caption: 'Columns the team names' },
          { image: image('b'), alt: 'A card opened', caption: '' },
        ]}
      />,
    )
    const [first, second] = screen.getAllByRole('figure')
    expect(within(first!).getByRole('link', { name: 'The board (full size)' })).toHaveAttribute(
      'href',
      image('a'),
    )
    expect(within(first!).getByRole('img', { name: 'The board' })).toHaveAttribute(
      'loading',
      'lazy',
    )
    expect(first!.querySelector('figcaption')).toHaveTextContent('Columns the team names')
    expect(first!.querySelector('figcaption')).not.toHaveAttribute('aria-hidden')
    expect(second!.querySelector('figcaption')).toHaveTextContent('A card opened')
    expect(second!.querySelector('figcaption')).toHaveAttribute('aria-hidden', 'true')
  })

  it("marks each figure's and picture's text that is in another language than the page's", () => {
    // The page is English here: a text the project says is German carries lang="de".
    const project = {
      textLanguages: {
        'outcomes.0.value': 'en',
        'outcomes.0.label': 'de',
        'gallery.0.alt': 'de',
        'gallery.0.caption': 'en',
        'gallery.1.alt': 'de',
      },
    }
    render(
      <>
        <CaseStudyOutcomes outcomes={[{ value: '40%', label: 'schneller' }]} of={project} />
        <CaseStudyGallery
          images={[
            { image: image('c'), alt: 'Das Brett', caption: 'The board' },
            { image: image('d'), alt: 'Eine Karte', caption: '' },
          ]}
          of={project}
        />
      </>,
    )
    expect(screen.getByText('40%')).not.toHaveAttribute('lang')
    expect(screen.getByText('schneller')).toHaveAttribute('lang', 'de')
    const [first, second] = screen.getAllByRole('figure')
    expect(within(first!).getByRole('img', { name: 'Das Brett' })).toHaveAttribute('lang', 'de')
    expect(first!.querySelector('figcaption')).not.toHaveAttribute('lang')
    // The alt text shown as the caption: marked as the alt text is.
    expect(second!.querySelector('figcaption')).toHaveAttribute('lang', 'de')
  })
})
