// A post's date is written by the page's translator (tr.date: contract/messages/translator.ts).
export { tagPath } from '@contract/blog-pages.ts'
export { postPath } from '@contract/post.ts'
