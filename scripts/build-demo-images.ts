// Part of `npm run build:server`: draws the demo's project pictures and every responsive variant
// once, into dist/demo-images.json, so a first start stores them without loading sharp or
// encoding anything (docs/performance.md, issue #14). Without the file the seed draws them.
import fs from 'node:fs'
import path from 'node:path'
import { demoProjects } from '../server/modules/demo/demo-content.ts'
import {
  buildDemoImages,
  PREBUILT_DEMO_IMAGES,
  projectBannerSvg,
} from '../server/modules/demo/demo-images.ts'
import { ROOT } from '../server/security/server-process.ts'

const svgs = demoProjects.map((project) => projectBannerSvg(project.title, ...project.colours))
const file = path.join(ROOT, PREBUILT_DEMO_IMAGES)
fs.mkdirSync(path.dirname(file), { recursive: true })
fs.writeFileSync(file, JSON.stringify(await buildDemoImages(svgs)))
