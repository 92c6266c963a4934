import { translator, type Translator } from '@contract/messages/translator.ts'
import type { ResumePaper } from '@contract/resume-choices.ts'
import {
  resumeMoreLine,
  type ResumeItem,
  type ResumeOutline,
  type ResumeSection,
} from '@contract/resume-outline.ts'
import { markdownLiteBlocks, type TextBlock } from './markdown-lite.ts'
import { resumeDocument, Typesetter, type Piece } from './typesetter.ts'

/** What a résumé PDF is drawn with besides its outline. */
export interface ResumePdfOptions {
  paper: ResumePaper
  /** The document's date: the content's last change, so the same content makes the same bytes. */
  date: Date
}

/** Paper sizes in points (1/72 in). */
const PAPER: Record<ResumePaper, [number, number]> = {
  a4: [595.28, 841.89],
  letter: [612, 792],
}

/** Margins in points: generous at the sides, room for the page number at the foot. */
const MARGIN = { top: 50, bottom: 58, side: 58 }

/** Black on white, whatever the site's theme: the ink, a softer grey for what is secondary. */
const INK = '#111111'
const MUTED = '#4d4d4d'
const RULE = '#bdbdbd'
/** The dots between a line's parts: quieter than the words, still seen. */
const DOT = '#8c8c8c'

const TYPE = {
  name: 24,
  titles: 11.5,
  contacts: 9.5,
  heading: 12.5,
  title: 10.5,
  body: 10,
  small: 9.5,
  footer: 8.5,
} as const

/** Space (points) after a section's heading, between items, after a section. */
const SPACE = { afterHeader: 12, afterHeading: 6, betweenItems: 7, afterSection: 12 }

const SEPARATOR = '  ·  '

/**
 * The résumé as a PDF: one column in reading order (name, contact line, then each section top to
 * bottom), laid out by pdfkit without a browser. Text is real text in the embedded, subset faces;
 * every link is an annotation; each section a bookmark. A section's heading never ends a page
 * without its first item, and an item is never cut across pages unless it is longer than a page.
 * Every page has its number, "1 / 2", at its foot.
 */
export async function renderResumePdf(
  outline: ResumeOutline,
  options: ResumePdfOptions,
): Promise<Uint8Array> {
  const size = PAPER[options.paper]
  const pageOptions = {
    size,
    margins: { top: MARGIN.top, bottom: MARGIN.bottom, left: MARGIN.side, right: MARGIN.side },
  }
  const doc = resumeDocument({
    ...pageOptions,
    bufferPages: true,
    lang: outline.lang,
    displayTitle: true,
    pdfVersion: '1.7',
    info: {
      Title: `${outline.name} – ${outline.label ?? 'Résumé'}`,
      Author: outline.name,
      Subject:
        outline.titles.length > 0
          ? outline.titles.join(', ')
          : outline.label
            ? `${outline.label}: ${outline.name}`
            : `Résumé of ${outline.name}`,
      Keywords: outline.keywords.join(', '),
      Creator: 'Vitrine',
      CreationDate: options.date,
      ModDate: options.date,
    },
  })
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve)
    doc.on('error', reject)
  })

  // Heights are measured by setting each block on a page of its own that never ends: the same
  // faces, width and breaks as the real page, so what is measured is what is drawn.
  const scratch = new Typesetter(
    resumeDocument({ size: [size[0], 14_400], margins: pageOptions.margins }),
  )
  const page = new Typesetter(doc)
  const width = size[0] - 2 * MARGIN.side
  const top = MARGIN.top
  const bottom = size[1] - MARGIN.bottom
  const measure = (draw: (setter: Typesetter) => void) => {
    scratch.doc.y = top
    draw(scratch)
    return scratch.doc.y - top
  }
  const room = () => bottom - doc.y
  const newPage = () => {
    doc.addPage(pageOptions)
    doc.y = top
  }

  drawHeader(page, outline, width)
  doc.y += SPACE.afterHeader

  const tr = translator(outline.lang)
  for (const section of outline.sections) {
    if (section.items.length === 0) continue
    const blocks = itemBlocks(tr, section)
    const heading = (setter: Typesetter) => drawHeading(setter, section.title, width)
    const headingHeight = measure(heading)
    const heights = blocks.map((block) => measure((setter) => block(setter, width)))
    // The heading keeps its first item with it: both fit, or they start the next page together
    // (an item longer than a page keeps a few of its lines there at least).
    const first = Math.min(heights[0]!, 4 * TYPE.body * 1.4)
    if (headingHeight + first > room() && doc.y > top) newPage()
    doc.outline.addItem(section.title)
    heading(page)
    blocks.forEach((block, index) => {
      const height = heights[index]!
      if (index > 0) {
        const pageHeight = bottom - top
        const fits = height <= room()
        if (!fits && (height <= pageHeight || room() < 4 * TYPE.body * 1.4)) newPage()
      }
      block(page, width)
    })
    doc.y += SPACE.afterSection
  }

  numberPages(page, width, size[1])
  doc.end()
  await ended
  return Buffer.concat(chunks)
}

function drawHeader(setter: Typesetter, outline: ResumeOutline, width: number) {
  const x = MARGIN.side
  setter.paragraph([{ text: outline.name, weight: 'bold', size: TYPE.name, color: INK }], x, width)
  if (outline.titles.length > 0) {
    setter.doc.y += 2
    setter.paragraph(
      [{ text: outline.titles.join(SEPARATOR), size: TYPE.titles, color: MUTED }],
      x,
      width,
    )
  }
  if (outline.contacts.length > 0) {
    setter.doc.y += 6
    drawParts(
      setter,
      outline.contacts.map((contact) => [
        {
          text: contact.text,
          size: TYPE.contacts,
          color: INK,
          ...(contact.href ? { href: contact.href } : {}),
        },
      ]),
      TYPE.contacts,
      width,
    )
  }
}

/**
 * Parts of a line (a contact, a link with its label) joined by dots, each kept whole: a part that
 * does not fit the rest of the line starts the next one, so no address is cut at a slash.
 */
function drawParts(setter: Typesetter, parts: Piece[][], size: number, width: number) {
  const separator: Piece = { text: SEPARATOR, size, color: DOT }
  const gap = setter.widthOf([separator])
  const lines: Piece[][][] = []
  let used = 0
  for (const part of parts) {
    const partWidth = setter.widthOf(part)
    const line = lines.at(-1)
    if (line && used + gap + partWidth <= width) {
      line.push(part)
      used += gap + partWidth
    } else {
      lines.push([part])
      used = partWidth
    }
  }
  lines.forEach((line) =>
    setter.paragraph(
      line.flatMap((part, index) => (index > 0 ? [separator, ...part] : part)),
      MARGIN.side,
      width,
    ),
  )
}

function drawHeading(setter: Typesetter, title: string, width: number) {
  const doc = setter.doc
  setter.paragraph(
    [{ text: title, weight: 'bold', size: TYPE.heading, color: INK }],
    MARGIN.side,
    width,
  )
  const y = doc.y + 1
  doc
    .save()
    .moveTo(MARGIN.side, y)
    .lineTo(MARGIN.side + width, y)
    .lineWidth(0.6)
    .strokeColor(RULE)
    .stroke()
    .restore()
  doc.y = y + SPACE.afterHeading
}

type Block = (setter: Typesetter, width: number) => void

/**
 * Each item of a section as a block drawn from the current position, then the line saying how
 * many more it has and where, when it is bounded.
 */
function itemBlocks(tr: Translator, section: ResumeSection): Block[] {
  const blocks = styledBlocks(section)
  if (!section.more) return blocks
  const more = resumeMoreLine(tr, section.more)
  return [
    ...blocks,
    (setter, width) => {
      setter.doc.y += SPACE.betweenItems / 2
      setter.paragraph(
        [
          { text: more.text, size: TYPE.small, color: MUTED },
          { text: more.link, size: TYPE.small, color: INK, href: more.href },
        ],
        MARGIN.side,
        width,
      )
    },
  ]
}

function styledBlocks(section: ResumeSection): Block[] {
  switch (section.style) {
    case 'inline':
      // One run of names is one block: it flows like a paragraph.
      return [
        (setter, width) =>
          setter.paragraph(
            [
              {
                text: section.items.map((item) => item.title).join(SEPARATOR),
                size: TYPE.body,
                color: INK,
              },
            ],
            MARGIN.side,
            width,
          ),
      ]
    case 'paragraphs':
      // Plain paragraphs, as the site's about section shows them.
      return section.items.map((item, index) => (setter, width) => {
        if (index > 0) setter.doc.y += SPACE.betweenItems / 2
        setter.paragraph([{ text: item.title, size: TYPE.body, color: INK }], MARGIN.side, width)
      })
    case 'quotes':
      return section.items.map((item, index) => (setter, width) => {
        if (index > 0) setter.doc.y += SPACE.betweenItems
        drawQuote(setter, item, width)
      })
    case 'entries':
      return section.items.map((item, index) => {
        // Read once: each block is set twice, measured and then drawn.
        const text = item.text ? markdownLiteBlocks(item.text) : []
        return (setter, width) => {
          if (index > 0) setter.doc.y += SPACE.betweenItems
          drawEntry(setter, item, text, width)
        }
      })
  }
}

/** An entry: its title, where and when on one line, then its description, details and links. */
function drawEntry(setter: Typesetter, item: ResumeItem, text: TextBlock[], width: number) {
  const x = MARGIN.side
  const headline: Piece[] = [{ text: item.title, weight: 'bold', size: TYPE.title, color: INK }]
  if (item.place) headline.push({ text: `, ${item.place}`, size: TYPE.title, color: INK })
  // When follows on the same line if all of it fits there, else on a line of its own.
  const when: Piece | undefined = item.when
    ? { text: item.when, size: TYPE.title, color: MUTED }
    : undefined
  const together = when && [...headline, { ...when, text: `${SEPARATOR}${when.text}` }]
  if (together && setter.widthOf(together) <= width) {
    setter.paragraph(together, x, width)
  } else {
    setter.paragraph(headline, x, width)
    if (when) setter.paragraph([when], x, width)
  }
  if (text.length > 0) {
    setter.doc.y += 2
    drawText(setter, text, width)
  }
  drawFacts(setter, item, width)
}

function drawQuote(setter: Typesetter, item: ResumeItem, width: number) {
  setter.paragraph([{ text: `“${item.title}”`, size: TYPE.body, color: INK }], MARGIN.side, width)
  if (item.place) {
    setter.doc.y += 1
    setter.paragraph(
      [{ text: `– ${item.place}`, size: TYPE.small, color: MUTED }],
      MARGIN.side,
      width,
    )
  }
  drawFacts(setter, item, width)
}

/** An item's details and links on one line: "React, Node.js  ·  Code github.com/…". */
function drawFacts(setter: Typesetter, item: ResumeItem, width: number) {
  const facts: Piece[][] = [
    ...item.details.map((detail) => [{ text: detail, size: TYPE.small, color: MUTED }]),
    ...item.links.map((link) => [
      { text: `${link.label} `, size: TYPE.small, color: MUTED },
      { text: link.text, size: TYPE.small, color: INK, href: link.href },
    ]),
  ]
  if (facts.length === 0) return
  setter.doc.y += 1
  drawParts(setter, facts, TYPE.small, width)
}

/** The owner's Markdown-lite: paragraphs, and points hanging from their bullet or number. */
function drawText(setter: Typesetter, blocks: TextBlock[], width: number) {
  blocks.forEach((block, index) => {
    if (index > 0) setter.doc.y += block.kind === 'point' ? 1 : 3
    const pieces: Piece[] = block.spans.map((span) => ({
      text: span.text,
      size: TYPE.body,
      color: INK,
      ...(span.bold ? { weight: 'bold' as const } : {}),
      ...(span.href ? { href: span.href } : {}),
    }))
    if (block.kind === 'point') {
      const hang = 12
      const y = setter.doc.y
      setter.paragraph(
        [{ text: block.marker ?? '•', size: TYPE.body, color: MUTED }],
        MARGIN.side,
        hang,
      )
      setter.doc.y = y
      setter.paragraph(pieces, MARGIN.side + hang, width - hang)
    } else {
      setter.paragraph(pieces, MARGIN.side, width)
    }
  })
}

/** "1 / 2" at the foot of every page, drawn last, when the number of pages is known. */
function numberPages(setter: Typesetter, width: number, height: number) {
  const doc = setter.doc
  const range = doc.bufferedPageRange()
  for (let index = 0; index < range.count; index++) {
    doc.switchToPage(range.start + index)
    // Below the bottom margin: pdfkit would start a new page for text there.
    const margin = doc.page.margins.bottom
    doc.page.margins.bottom = 0
    const label = `${index + 1} / ${range.count}`
    const y = height - MARGIN.bottom / 2 - TYPE.footer / 2
    doc.y = y
    const labelWidth = setter.widthOf([{ text: label, size: TYPE.footer, color: MUTED }])
    setter.paragraph(
      [{ text: label, size: TYPE.footer, color: MUTED }],
      MARGIN.side + (width - labelWidth) / 2,
      labelWidth + 1,
    )
    doc.page.margins.bottom = margin
  }
}
