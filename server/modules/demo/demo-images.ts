import sharp from 'sharp'
import { encodeImage, type EncodedImage } from '../media/image-processing.ts'

/** Demo pictures are drawn at seed time from tiny SVGs, so the repository ships no binary assets. */

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

function render(svg: string): Promise<EncodedImage> {
  return encodeImage(sharp(Buffer.from(svg)), { effort: 2 })
}

/** A rounded coloured tile with a skill's initials. */
export function skillTile(initials: string, background: string, foreground: string) {
  return render(`<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160">
<rect width="160" height="160" rx="28" fill="${background}"/>
<text x="80" y="100" font-family="sans-serif" font-size="60" font-weight="700" fill="${foreground}" text-anchor="middle">${escapeXml(initials)}</text>
</svg>`)
}

/** A wide banner of simple shapes with the project's title and a DEMO mark. */
export function projectBanner(title: string, from: string, to: string) {
  return render(`<svg xmlns="http://www.w3.org/2000/svg" width="480" height="270" viewBox="0 0 640 360">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="640" height="360" fill="url(#g)"/>
<circle cx="540" cy="70" r="120" fill="#ffffff" fill-opacity="0.12"/>
<rect x="40" y="250" width="220" height="60" rx="12" fill="#ffffff" fill-opacity="0.15"/>
<text x="40" y="170" font-family="sans-serif" font-size="40" font-weight="700" fill="#ffffff">${escapeXml(title)}</text>
<text x="58" y="290" font-family="sans-serif" font-size="26" font-weight="700" fill="#ffffff">DEMO</text>
</svg>`)
}
