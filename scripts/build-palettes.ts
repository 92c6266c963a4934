// `npm run build:palettes`: writes each preset's own palette (web/app/preset-palettes.css, which
// app.css imports) from the presets declared in contract/site-look.ts. Run it after changing a
// preset or the palette's derivation; a test fails while the file is out of step.
import fs from 'node:fs'
import path from 'node:path'
import { PRESET_PALETTES_FILE, presetPalettesCss } from '../contract/accent-palette.ts'

fs.writeFileSync(path.join(import.meta.dirname, '..', PRESET_PALETTES_FILE), presetPalettesCss())
console.log(`wrote ${PRESET_PALETTES_FILE}`)
