// `npm run build:font-fallbacks`: writes web/app/font-fallbacks.css, the web fonts' metric-matched
// stand-ins (scripts/font-fallbacks.ts). Run it after adding a web font or updating a Fontsource
// package; a test fails while the file is out of step.
import fs from 'node:fs'
import path from 'node:path'
import { FONT_FALLBACKS_FILE, fontFallbacksCss } from './font-fallbacks.ts'

fs.writeFileSync(FONT_FALLBACKS_FILE, await fontFallbacksCss())
console.log(`wrote ${path.relative(process.cwd(), FONT_FALLBACKS_FILE)}`)
