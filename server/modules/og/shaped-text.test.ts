import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { renderOgCard } from './og-card.ts'
import { drawnOrder, needsShaping, shapedLines } from './shaped-text.ts'

const word = (text: string, direction: 'ltr' | 'rtl' | 'neutral') => ({ text, direction })
const texts = (words: { text: string }[]) => words.map((one) => one.text)

const paths = (svg: string) => [...svg.matchAll(/ d="([^"]+)"/g)].map((match) => match[1]!)

const options = {
  size: 40,
  weight: 'regular',
  colour: '#ffffff',
  maxWidth: 1000,
  maxLines: 3,
  direction: 'rtl',
} as const

describe('text the link-preview card shapes itself', () => {
  it('leaves Latin text to satori and shapes every other script', () => {
    expect(needsShaping('Café — “Rows, not files” · 2024…')).toBe(false)
    expect(needsShaping('مشاريع')).toBe(true)
    expect(needsShaping('Ελληνικά')).toBe(true)
    expect(needsShaping('日本語')).toBe(true)
  })

  it('lays a right-to-left line out from its right end, a Latin stretch in its own order', () => {
    // "Projects with React Native since 2019": the first word is drawn rightmost.
    const words = [
      word('مشاريع', 'rtl'),
      word('مع', 'rtl'),
      word('React', 'ltr'),
      word('Native', 'ltr'),
      word('منذ', 'rtl'),
      word('2019', 'neutral'),
    ]
    expect(texts(drawnOrder(words, 'rtl'))).toEqual([
      '2019',
      'منذ',
      'React',
      'Native',
      'مع',
      'مشاريع',
    ])
    // In a left-to-right line, a stretch of Arabic words reads from its right end.
    const english = [word('Talks', 'ltr'), word('محاضرات', 'rtl'), word('عامة', 'rtl')]
    expect(texts(drawnOrder(english, 'ltr'))).toEqual(['Talks', 'عامة', 'محاضرات'])
  })

  it('joins Arabic letters: a letter inside a word is not drawn as it stands alone', () => {
    const [alone] = shapedLines('ب', options)
    const [joined] = shapedLines('ببب', options)
    expect(paths(alone!.svg).some((path) => !paths(joined!.svg).includes(path))).toBe(true)
  })

  it('wraps to the widest line and ends the last line kept in an ellipsis', () => {
    const text = 'مشاريع مفتوحة المصدر '.repeat(12)
    const lines = shapedLines(text, { ...options, maxWidth: 500, maxLines: 2 })
    expect(lines).toHaveLength(2)
    for (const line of lines) expect(line.width).toBeLessThanOrEqual(500)
    const ellipsis = paths(shapedLines('…', options)[0]!.svg)[0]!
    expect(paths(lines[1]!.svg)).toContain(ellipsis)
    expect(paths(lines[0]!.svg)).not.toContain(ellipsis)
  })

  it(
    'mirrors a right-to-left card: its title starts at the right edge',
    { timeout: 30_000 },
    async () => {
      const card = { eyebrow: '', name: 'ثابت', site: 'example.com', photo: undefined }
      // The brightest pixel of a region: white where a letter is, the dark page elsewhere.
      const brightest = async (png: Buffer, left: number) => {
        const region = await sharp(png)
          .extract({ left, top: 40, width: 400, height: 300 })
          .toBuffer()
        return (await sharp(region).stats()).channels[0]!.max
      }
      const png = await renderOgCard({ ...card, title: 'مشاريع', direction: 'rtl' })
      expect(await brightest(png, 760)).toBeGreaterThan(200)
      expect(await brightest(png, 40)).toBeLessThan(120)
    },
  )
})
