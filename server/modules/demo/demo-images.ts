import type { FastifyInstance } from 'fastify'
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { VARIANT_FORMATS, variantWidths, type VariantFormat } from '@contract/media-image.ts'
import { encodeImage, type EncodedImage } from '../media/image-processing.ts'
import { encodeVariant } from '../media/image-variants.ts'
import { loadSharp } from '../media/sharp-loader.ts'
import { mediaStore } from '../media/media-store.ts'
import { projectRoot } from '../web-host/web-mode.ts'

/**
 * Demo pictures are drawn from SVG (by the build, else at seed time), so the repository ships no
 * binary assets. Project art is 1280×800 (16:10, the cards' slot, sharp on a 2× screen), with
 * everything inside a safe margin so no crop of the slot cuts the title.
 */

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

/** A demo picture with its responsive variants, ready to store: no encode left to do. */
export interface DemoImage extends EncodedImage {
  variants: Array<{ width: number; format: VariantFormat; bytes: Buffer }>
}

/**
 * Made by `npm run build` (scripts/build-demo-images.ts): every demo picture and its variants,
 * keyed by the SHA-256 of its SVG, so a first start stores them without loading sharp at all.
 */
export const PREBUILT_DEMO_IMAGES = path.join('dist', 'demo-images.json')

interface PrebuiltImage {
  hash: string
  width: number
  height: number
  bytes: string
  variants: Array<{ width: number; format: VariantFormat; bytes: string }>
}

let prebuilt: Map<string, PrebuiltImage> | undefined
function prebuiltImages(): Map<string, PrebuiltImage> {
  if (prebuilt) return prebuilt
  try {
    const file = path.join(projectRoot(), PREBUILT_DEMO_IMAGES)
    prebuilt = new Map(Object.entries(JSON.parse(fs.readFileSync(file, 'utf8'))))
  } catch {
    // No build (running from the sources, tests): the pictures are drawn at seed time.
    prebuilt = new Map()
  }
  return prebuilt
}

const svgKey = (svg: string) => crypto.createHash('sha256').update(svg).digest('hex')

/**
 * Draws a picture. The build makes every variant too; without a build they are left to the
 * background warm-up after listening, as for any upload.
 */
export async function renderDemoImage(
  svg: string,
  { withVariants = false } = {},
): Promise<DemoImage> {
  const sharp = await loadSharp()
  const image = await encodeImage(sharp(Buffer.from(svg)), { effort: 2 })
  const variants: DemoImage['variants'] = []
  for (const width of withVariants ? variantWidths(image.width) : []) {
    for (const format of VARIANT_FORMATS) {
      variants.push({ width, format, bytes: await encodeVariant(image.bytes, width, format) })
    }
  }
  return { ...image, variants }
}

async function render(svg: string): Promise<DemoImage> {
  const ready = prebuiltImages().get(svgKey(svg))
  if (!ready) return renderDemoImage(svg)
  return {
    hash: ready.hash,
    contentType: 'image/webp',
    extension: 'webp',
    width: ready.width,
    height: ready.height,
    bytes: Buffer.from(ready.bytes, 'base64'),
    variants: ready.variants.map((variant) => ({
      ...variant,
      bytes: Buffer.from(variant.bytes, 'base64'),
    })),
  }
}

/** What the build writes to PREBUILT_DEMO_IMAGES: each SVG's picture and variants, by its key. */
export async function buildDemoImages(svgs: string[]): Promise<Record<string, PrebuiltImage>> {
  const built: Record<string, PrebuiltImage> = {}
  for (const svg of svgs) {
    const image = await renderDemoImage(svg, { withVariants: true })
    built[svgKey(svg)] = {
      hash: image.hash,
      width: image.width,
      height: image.height,
      bytes: image.bytes.toString('base64'),
      variants: image.variants.map((variant) => ({
        ...variant,
        bytes: variant.bytes.toString('base64'),
      })),
    }
  }
  return built
}

/**
 * Stores demo pictures (SVGs) with their responsive variants in one transaction, so a first start
 * encodes nothing in the background either, and answers their hashes in order.
 */
export async function storeDemoPictures(
  app: FastifyInstance,
  svgs: readonly string[],
): Promise<string[]> {
  const images = await Promise.all(svgs.map(render))
  await app.database.db.transaction().execute(async (trx) => {
    const store = mediaStore(trx)
    const created_at = new Date().toISOString()
    for (const image of images) {
      await store.save(image)
      for (const { width, format, bytes } of image.variants) {
        await trx
          .insertInto('image_variants')
          .values({ hash: image.hash, width, format, bytes, created_at })
          .onConflict((conflict) => conflict.columns(['hash', 'width', 'format']).doNothing())
          .execute()
      }
    }
  })
  const hashes = images.map((image) => image.hash)
  // Variants the build did not draw are made in the background, after the server listens.
  app.repositories.imageVariants.warm(hashes)
  return hashes
}

/**
 * The SVG of a project's cover: a gradient backdrop with a soft grid, and an application window
 * holding the project's title and a few abstract interface lines, marked DEMO.
 */
export function projectBannerSvg(title: string, from: string, to: string): string {
  // Interface lines under the title, inside the window (which spans x 200–1080, y 170–670).
  const lines = [520, 440, 300]
    .map(
      (width, i) =>
        `<rect x="300" y="${450 + i * 46}" width="${width}" height="18" rx="9" fill="#ffffff" fill-opacity="${0.3 - i * 0.07}"/>`,
    )
    .join('')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="800" viewBox="0 0 1280 800">
<defs>
<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>
<pattern id="grid" width="48" height="48" patternUnits="userSpaceOnUse"><path d="M48 0H0V48" fill="none" stroke="#ffffff" stroke-opacity="0.08" stroke-width="2"/></pattern>
<radialGradient id="glow" cx="0.8" cy="0.1" r="0.7"><stop offset="0" stop-color="#ffffff" stop-opacity="0.35"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>
</defs>
<rect width="1280" height="800" fill="url(#bg)"/>
<rect width="1280" height="800" fill="url(#grid)"/>
<rect width="1280" height="800" fill="url(#glow)"/>
<g transform="translate(200 170)">
<rect width="880" height="500" rx="28" fill="#0b0d12" fill-opacity="0.35" stroke="#ffffff" stroke-opacity="0.25" stroke-width="2"/>
<circle cx="44" cy="42" r="9" fill="#ffffff" fill-opacity="0.5"/><circle cx="76" cy="42" r="9" fill="#ffffff" fill-opacity="0.35"/><circle cx="108" cy="42" r="9" fill="#ffffff" fill-opacity="0.2"/>
<line x1="0" y1="84" x2="880" y2="84" stroke="#ffffff" stroke-opacity="0.18" stroke-width="2"/>
<text x="100" y="230" font-family="DejaVu Sans, Arial, sans-serif" font-size="76" font-weight="700" fill="#ffffff">${escapeXml(title)}</text>
<rect x="700" y="420" width="128" height="44" rx="22" fill="#ffffff" fill-opacity="0.9"/>
<text x="764" y="450" font-family="DejaVu Sans, Arial, sans-serif" font-size="22" font-weight="700" fill="${to}" text-anchor="middle" letter-spacing="3">DEMO</text>
</g>
${lines}
</svg>`
}

/**
 * The SVG of a talk's title slide (the demo's custom section): the title on a gradient, with
 * sound waves on the right and a presenter's progress bar, marked DEMO. 1280×800 like a
 * project's cover, so it fills the same 16:10 card slot.
 */
export function talkSlideSvg(lines: readonly string[], from: string, to: string): string {
  const title = lines
    .map(
      (line, i) =>
        `<text x="140" y="${360 + i * 104}" font-family="DejaVu Sans, Arial, sans-serif" font-size="88" font-weight="700" fill="#ffffff">${escapeXml(line)}</text>`,
    )
    .join('')
  const waves = [140, 220, 300]
    .map(
      (r, i) =>
        `<circle cx="1180" cy="400" r="${r}" fill="none" stroke="#ffffff" stroke-opacity="${0.22 - i * 0.06}" stroke-width="10"/>`,
    )
    .join('')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="800" viewBox="0 0 1280 800">
<defs>
<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>
<radialGradient id="glow" cx="0.15" cy="0.1" r="0.8"><stop offset="0" stop-color="#ffffff" stop-opacity="0.28"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>
</defs>
<rect width="1280" height="800" fill="url(#bg)"/>
<rect width="1280" height="800" fill="url(#glow)"/>
${waves}
<rect x="140" y="200" width="96" height="10" rx="5" fill="#ffffff" fill-opacity="0.85"/>
${title}
<rect x="140" y="640" width="1000" height="8" rx="4" fill="#ffffff" fill-opacity="0.18"/>
<rect x="140" y="640" width="330" height="8" rx="4" fill="#ffffff" fill-opacity="0.7"/>
<rect x="1012" y="120" width="128" height="44" rx="22" fill="#ffffff" fill-opacity="0.9"/>
<text x="1076" y="150" font-family="DejaVu Sans, Arial, sans-serif" font-size="22" font-weight="700" fill="${to}" text-anchor="middle" letter-spacing="3">DEMO</text>
</svg>`
}

/** What a case study's gallery picture shows (the demo's): a screen of the app, drawn abstractly. */
export type DemoScreen = 'board' | 'card' | 'chart' | 'terminal'

/** A window of an application with its three dots, as on the covers. */
const windowFrame = (x: number, y: number, width: number, height: number) =>
  `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="28" fill="#0b0d12" fill-opacity="0.4" stroke="#ffffff" stroke-opacity="0.25" stroke-width="2"/>
<circle cx="${x + 44}" cy="${y + 42}" r="9" fill="#ffffff" fill-opacity="0.5"/><circle cx="${x + 76}" cy="${y + 42}" r="9" fill="#ffffff" fill-opacity="0.35"/><circle cx="${x + 108}" cy="${y + 42}" r="9" fill="#ffffff" fill-opacity="0.2"/>
<line x1="${x}" y1="${y + 84}" x2="${x + width}" y2="${y + 84}" stroke="#ffffff" stroke-opacity="0.18" stroke-width="2"/>`

const bar = (x: number, y: number, width: number, opacity: number, height = 16) =>
  `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="${height / 2}" fill="#ffffff" fill-opacity="${opacity}"/>`

/** The inside of each screen, in a window spanning x 120–1160, y 110–690. */
const SCREENS: Record<DemoScreen, (accent: string) => string> = {
  // Three columns of cards, one card lifted as if dragged.
  board: (accent) =>
    [3, 2, 1]
      .map((count, column) => {
        const x = 170 + column * 330
        const cards = Array.from(
          { length: count },
          (_, i) =>
            `<rect x="${x}" y="${290 + i * 120}" width="280" height="100" rx="16" fill="#ffffff" fill-opacity="0.16"/>${bar(x + 24, 316 + i * 120, 180, 0.55)}${bar(x + 24, 348 + i * 120, 120, 0.3, 12)}`,
        ).join('')
        return `${bar(x, 240, 140, 0.7, 18)}${cards}`
      })
      .join('') +
    `<g transform="rotate(-4 840 520)"><rect x="700" y="470" width="280" height="100" rx="16" fill="${accent}" stroke="#ffffff" stroke-opacity="0.8" stroke-width="3"/>${bar(724, 496, 180, 0.9)}${bar(724, 528, 120, 0.6, 12)}</g>`,
  // One card opened: a title, text and a checklist.
  card: () =>
    `${bar(200, 240, 420, 0.8, 28)}${bar(200, 300, 760, 0.3)}${bar(200, 336, 680, 0.3)}${bar(200, 372, 540, 0.3)}` +
    [0, 1, 2]
      .map(
        (i) =>
          `<rect x="200" y="${440 + i * 64}" width="32" height="32" rx="8" fill="none" stroke="#ffffff" stroke-opacity="0.7" stroke-width="3"/>${i < 2 ? `<path d="M207 ${456 + i * 64}l8 8 14-16" fill="none" stroke="#ffffff" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>` : ''}${bar(256, 448 + i * 64, 320 - i * 60, i < 2 ? 0.35 : 0.6)}`,
      )
      .join('') +
    `<circle cx="1010" cy="250" r="36" fill="#ffffff" fill-opacity="0.25"/><circle cx="1070" cy="250" r="36" fill="#ffffff" fill-opacity="0.4"/>`,
  // A measure falling week after week.
  chart: (accent) => {
    // Falling: y grows down the picture.
    const points = [262, 270, 280, 300, 330, 400, 430, 470, 500, 520]
      .map((y, i) => `${200 + i * 96},${y + 60}`)
      .join(' ')
    const bars = [0, 1, 2, 3]
      .map(
        (i) =>
          `<line x1="200" y1="${300 + i * 100}" x2="1080" y2="${300 + i * 100}" stroke="#ffffff" stroke-opacity="0.12" stroke-width="2"/>`,
      )
      .join('')
    return `${bar(200, 220, 300, 0.75, 22)}${bars}<polyline points="${points}" fill="none" stroke="${accent}" stroke-width="10" stroke-linecap="round" stroke-linejoin="round"/><polyline points="${points}" fill="none" stroke="#ffffff" stroke-opacity="0.85" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>`
  },
  // A terminal: a request and its answer.
  terminal: (accent) =>
    `<text x="200" y="270" font-family="DejaVu Sans Mono, monospace" font-size="34" fill="#ffffff" fill-opacity="0.9">$ curl /api/notes</text>` +
    [0, 1, 2, 3, 4]
      .map((i) =>
        bar(
          240 + (i % 2) * 40,
          320 + i * 56,
          [380, 520, 460, 300, 200][i]!,
          i === 0 ? 0.7 : 0.32,
          20,
        ),
      )
      .join('') +
    `<rect x="200" y="620" width="22" height="36" fill="${accent}"/>`,
}

/**
 * The SVG of a picture in a demo case study's gallery: a screen of the app on the project's
 * gradient, marked DEMO like the covers (1280×800).
 */
export function caseStudyScreenSvg(screen: DemoScreen, from: string, to: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="800" viewBox="0 0 1280 800">
<defs>
<linearGradient id="bg" x1="0" y1="1" x2="1" y2="0"><stop offset="0" stop-color="${to}"/><stop offset="1" stop-color="${from}"/></linearGradient>
<pattern id="grid" width="48" height="48" patternUnits="userSpaceOnUse"><path d="M48 0H0V48" fill="none" stroke="#ffffff" stroke-opacity="0.06" stroke-width="2"/></pattern>
</defs>
<rect width="1280" height="800" fill="url(#bg)"/>
<rect width="1280" height="800" fill="url(#grid)"/>
${windowFrame(120, 110, 1040, 580)}
${SCREENS[screen](from)}
<rect x="1000" y="130" width="128" height="44" rx="22" fill="#ffffff" fill-opacity="0.9"/>
<text x="1064" y="160" font-family="DejaVu Sans, Arial, sans-serif" font-size="22" font-weight="700" fill="${to}" text-anchor="middle" letter-spacing="3">DEMO</text>
</svg>`
}
