// `npm run build:fonts`: writes web/app/fonts/, the web fonts cut to the site's weights
// (scripts/font-cuts.ts), each with its licence. Run it after updating a Fontsource package or
// changing FONT_WEIGHTS, then `npm run build:font-fallbacks`; a test fails while they are out of step.
import fs from 'node:fs'
import path from 'node:path'
import { cutFont, FONT_CUTS, FONTS_DIR, fontsourceFile, licenceOf } from './font-cuts.ts'

fs.mkdirSync(FONTS_DIR, { recursive: true })
for (const cut of FONT_CUTS) {
  const bytes = await cutFont(cut)
  fs.writeFileSync(path.join(FONTS_DIR, cut.file), bytes)
  fs.copyFileSync(
    licenceOf(cut.source),
    path.join(FONTS_DIR, cut.file.replace(/\.woff2$/, '.LICENSE')),
  )
  const before = fs.statSync(fontsourceFile(cut.source)).size
  console.log(`wrote web/app/fonts/${cut.file}: ${before} B → ${bytes.length} B`)
}
