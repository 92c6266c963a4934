// `npm run build:code-colors`: writes the stylesheet of highlighted code's colours
// (web/app/features/blog/code-colors.css) from the two themes the server highlights with
// (server/modules/posts/code-colors.ts). Run it after changing the themes or shiki; a test fails
// while the file is out of step.
import fs from 'node:fs'
import path from 'node:path'
import { codeColorsCss, codeColorsFile } from '../server/modules/posts/code-colors.ts'

fs.writeFileSync(codeColorsFile(), await codeColorsCss())
console.log(`wrote ${path.relative(process.cwd(), codeColorsFile())}`)
