import { encodeImage, type EncodedImage } from '../media/image-processing.ts'
import { loadSharp } from '../media/sharp-loader.ts'

/**
 * Demo pictures are drawn at seed time from SVG, so the repository ships no binary assets. Project
 * art is 1280×800 (16:10, the cards' slot, sharp on a 2× screen), with everything inside a safe
 * margin so no crop of the slot cuts the title.
 */

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

async function render(svg: string): Promise<EncodedImage> {
  const sharp = await loadSharp()
  return encodeImage(sharp(Buffer.from(svg)), { effort: 2 })
}

/**
 * A project's cover: a gradient backdrop with a soft grid, and an application window holding the
 * project's title and a few abstract interface lines, marked DEMO.
 */
export function projectBanner(title: string, from: string, to: string) {
  // Interface lines under the title, inside the window (which spans x 200–1080, y 170–670).
  const lines = [520, 440, 300]
    .map(
      (width, i) =>
        `<rect x="300" y="${450 + i * 46}" width="${width}" height="18" rx="9" fill="#ffffff" fill-opacity="${0.3 - i * 0.07}"/>`,
    )
    .join('')
  return render(`<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="800" viewBox="0 0 1280 800">
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
</svg>`)
}
