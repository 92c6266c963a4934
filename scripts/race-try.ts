import { demoPosts } from '../server/modules/demo/demo-content.ts'
import { renderMarkdown } from '../server/modules/posts/markdown.ts'
const a = demoPosts[0]!.body
const out: boolean[] = []
for (let i = 0; i < 3; i++) out.push((await renderMarkdown(a)).html.includes('hl-953800 hd-ff7b72'))
console.log(out.join(','))
