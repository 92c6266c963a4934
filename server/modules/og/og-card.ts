import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { projectRoot } from '../web-host/web-mode.ts'
import { needsShaping, shapedLines } from './shaped-text.ts'

/**
 * Link-preview cards: the 1200×630 PNG that LinkedIn, Slack, Mastodon and the rest
 * show for a page: its title, what kind of page it is, the owner's name and photo, in the site's
 * dark colours. Drawn by satori (layout and text as SVG paths, with the site's own font shipped
 * in fonts/, never fetched) and turned into a PNG by sharp. Loaded on the first card asked for.
 */

const OG_WIDTH = 1200
const OG_HEIGHT = 630

export interface OgCard {
  /** The page's own title: a post's, a project's, or the page's name. */
  title: string
  /** Above the title: "Blog · 6 min read", "Case study", "Projects". */
  eyebrow: string
  /** The owner's name, and the site's address or title under it. */
  name: string
  site: string
  /** The owner's photo (any format sharp reads), or undefined for a monogram. */
  photo: Buffer | undefined
  /** The owner's look in dark mode; the house colours when left out. */
  colours?: OgColours
  /** The page's direction: a right-to-left card is mirrored, its texts read from the right. */
  direction?: 'ltr' | 'rtl'
}

export type OgColours = typeof HOUSE_COLOURS

/** The site's dark theme (web/app/app.css). */
const HOUSE_COLOURS = {
  page: '#0b0d12',
  ink: '#f5f7fa',
  muted: '#9aa4b2',
  accent: '#22d3ee',
  accent2: '#a78bfa',
  line: '#1f2430',
}

const FONT_FILES = [
  { file: 'geist-latin-400-normal.woff', weight: 400 },
  { file: 'geist-latin-ext-400-normal.woff', weight: 400 },
  { file: 'geist-latin-800-normal.woff', weight: 800 },
  { file: 'geist-latin-ext-800-normal.woff', weight: 800 },
] as const

type Weight = (typeof FONT_FILES)[number]['weight']

/** The fonts sit next to this file in the source tree; the bundled server reads them there. */
function fontsDir(): string {
  const here = path.dirname(fileURLToPath(import.meta.url))
  const beside = path.join(here, 'fonts')
  if (fs.existsSync(beside)) return beside
  return path.join(projectRoot(here), 'server', 'modules', 'og', 'fonts')
}

let fonts: { name: string; data: Buffer; weight: Weight; style: 'normal' }[] | undefined
function loadFonts() {
  const dir = fontsDir()
  fonts ??= FONT_FILES.map(({ file, weight }) => ({
    name: 'Geist',
    data: fs.readFileSync(path.join(dir, file)),
    weight,
    style: 'normal' as const,
  }))
  return fonts
}

/** satori's element shape, without React: a tag, a style and children. */
interface Node {
  type: string
  props: { style?: Record<string, unknown>; children?: Child | Child[]; src?: string }
}
type Child = Node | string

const h = (type: string, style: Record<string, unknown>, children?: Child | Child[]): Node => ({
  type,
  props: { style, ...(children === undefined ? {} : { children }) },
})

interface TextStyle {
  /** satori's style of the text (fontSize, fontWeight, color, lineHeight…). */
  css: { fontSize: number; fontWeight?: number; color?: string; lineHeight?: number } & Record<
    string,
    unknown
  >
  /** Drawn here: the colour, the widest line and how many lines. */
  colour: string
  maxWidth: number
  maxLines: number
}

/**
 * A text of the card: satori's own (Geist) where it can draw it, else shaped here and placed as
 * pictures of its lines (shaped-text.ts: Arabic, Hebrew, Greek, Chinese…), aligned to the card's
 * start side.
 */
function textBlock(text: string, style: TextStyle, direction: 'ltr' | 'rtl'): Node {
  const { css } = style
  if (!needsShaping(text) && direction === 'ltr') return h('div', { display: 'flex', ...css }, text)
  const lines = shapedLines(text, {
    size: css.fontSize,
    weight: (css.fontWeight ?? 400) >= 600 ? 'bold' : 'regular',
    colour: style.colour,
    maxWidth: style.maxWidth,
    maxLines: style.maxLines,
    direction,
    // Arabic's marks reach further above and below than Latin letters.
    lineHeight: Math.max(css.lineHeight ?? 1.25, 1.25),
  })
  return h(
    'div',
    {
      display: 'flex',
      flexDirection: 'column',
      alignItems: direction === 'rtl' ? 'flex-end' : 'flex-start',
    },
    lines.map(
      (line) =>
        ({
          type: 'img',
          props: {
            src: `data:image/svg+xml;base64,${Buffer.from(line.svg).toString('base64')}`,
            style: { width: line.width, height: line.height },
          },
        }) satisfies Node,
    ),
  )
}

/** Long titles get smaller type, and a title past three lines ends in an ellipsis. */
function titleSize(title: string): number {
  if (title.length > 90) return 54
  if (title.length > 55) return 64
  return 76
}
const clip = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('')

async function photoDataUrl(photo: Buffer | undefined): Promise<string | undefined> {
  if (!photo) return undefined
  try {
    const { loadSharp } = await import('../media/sharp-loader.ts')
    const sharp = await loadSharp()
    const png = await sharp(photo).resize(192, 192, { fit: 'cover' }).png().toBuffer()
    return `data:image/png;base64,${png.toString('base64')}`
  } catch {
    // A photo sharp cannot read: the monogram instead.
    return undefined
  }
}

/** The initials, satori's where it can draw them (a name in Arabic's are drawn here). */
const monogram = (letters: string, colour: string, direction: 'ltr' | 'rtl') =>
  needsShaping(letters)
    ? textBlock(
        letters,
        { css: { fontSize: 38, fontWeight: 800 }, colour, maxWidth: 90, maxLines: 1 },
        direction,
      )
    : letters

function cardTree(card: OgCard, photo: string | undefined): Node {
  const COLOURS = card.colours ?? HOUSE_COLOURS
  const direction = card.direction ?? 'ltr'
  // A right-to-left card starts at its right edge.
  const start = direction === 'rtl' ? { alignItems: 'flex-end' } : {}
  const avatar = photo
    ? ({
        type: 'img',
        props: {
          src: photo,
          style: {
            width: 96,
            height: 96,
            borderRadius: 48,
            border: `3px solid ${COLOURS.accent}`,
            objectFit: 'cover',
          },
        },
      } satisfies Node)
    : h(
        'div',
        {
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          width: 96,
          height: 96,
          borderRadius: 48,
          backgroundImage: `linear-gradient(135deg, ${COLOURS.accent}, ${COLOURS.accent2})`,
          color: COLOURS.page,
          fontSize: 38,
          fontWeight: 800,
        },
        monogram(initials(card.name) || '·', COLOURS.page, direction),
      )
  return h(
    'div',
    {
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'space-between',
      // satori sizes the box without its padding: the padding is taken off here.
      width: OG_WIDTH - 2 * 76,
      height: OG_HEIGHT - 2 * 64,
      paddingTop: 64,
      paddingBottom: 64,
      paddingLeft: 76,
      paddingRight: 76,
      backgroundColor: COLOURS.page,
      backgroundImage: `radial-gradient(circle at 0% 0%, rgba(34, 211, 238, 0.22), rgba(11, 13, 18, 0) 55%), radial-gradient(circle at 100% 100%, rgba(167, 139, 250, 0.18), rgba(11, 13, 18, 0) 50%)`,
      color: COLOURS.ink,
      fontFamily: 'Geist',
    },
    [
      h('div', { display: 'flex', flexDirection: 'column', gap: 24, ...start }, [
        textBlock(
          clip(card.eyebrow, 60),
          {
            css: { color: COLOURS.accent, fontSize: 30, letterSpacing: 1 },
            colour: COLOURS.accent,
            maxWidth: 1048,
            maxLines: 1,
          },
          direction,
        ),
        textBlock(
          clip(card.title, 130),
          {
            css: {
              fontSize: titleSize(card.title),
              fontWeight: 800,
              lineHeight: 1.08,
              letterSpacing: -1.5,
              maxWidth: 1040,
            },
            colour: COLOURS.ink,
            maxWidth: 1040,
            maxLines: 3,
          },
          direction,
        ),
      ]),
      h(
        'div',
        {
          display: 'flex',
          flexDirection: direction === 'rtl' ? 'row-reverse' : 'row',
          alignItems: 'center',
          gap: 28,
          paddingTop: 36,
          borderTop: `2px solid ${COLOURS.line}`,
        },
        [
          avatar,
          h('div', { display: 'flex', flexDirection: 'column', gap: 6, ...start }, [
            textBlock(
              clip(card.name, 48),
              {
                css: { fontSize: 34, fontWeight: 800 },
                colour: COLOURS.ink,
                maxWidth: 900,
                maxLines: 1,
              },
              direction,
            ),
            textBlock(
              clip(card.site, 60),
              {
                css: { fontSize: 26, color: COLOURS.muted },
                colour: COLOURS.muted,
                maxWidth: 900,
                maxLines: 1,
              },
              direction,
            ),
          ]),
        ],
      ),
    ],
  )
}

/** The card as a PNG. */
export async function renderOgCard(card: OgCard): Promise<Buffer> {
  const [{ default: satori }, { loadSharp }, photo] = await Promise.all([
    import('satori'),
    import('../media/sharp-loader.ts'),
    photoDataUrl(card.photo),
  ])
  // satori takes React elements; these plain objects have their shape.
  const svg = await satori(cardTree(card, photo) as unknown as Parameters<typeof satori>[0], {
    width: OG_WIDTH,
    height: OG_HEIGHT,
    fonts: loadFonts(),
  })
  const sharp = await loadSharp()
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: false }).toBuffer()
}
