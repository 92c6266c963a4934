import rehypeShiki from '@shikijs/rehype'
import type { Element, Root } from 'hast'
import rehypeAutolinkHeadings from 'rehype-autolink-headings'
import rehypeRaw from 'rehype-raw'
import rehypeSanitize, { defaultSchema, type Options as SanitizeSchema } from 'rehype-sanitize'
import rehypeSlug from 'rehype-slug'
import rehypeStringify from 'rehype-stringify'
import remarkGfm from 'remark-gfm'
import remarkParse from 'remark-parse'
import remarkRehype from 'remark-rehype'
import { unified } from 'unified'
import { visit } from 'unist-util-visit'
import { classesForStyle, CODE_THEMES } from './code-colors.ts'

/**
 * The one Markdown renderer (posts; the dashboard's preview asks the server for the same):
 * CommonMark with GitHub's tables, task lists, strikethrough, autolinks and footnotes; raw HTML
 * allowed and then sanitised to GitHub's allow-list (no script, style, iframe, form, event
 * attributes, or javascript: URLs; data: URLs only as an image's source); headings get ids and
 * anchors; fenced code is highlighted here, light and dark, so no highlighter reaches a browser.
 *
 * Loaded on first use (an `import()` of this module): a start never parses it.
 */

/** GitHub's allow-list, plus data: images and the attributes our own steps add after it. */
const schema: SanitizeSchema = {
  ...defaultSchema,
  // Dropped with their content, not left as text.
  strip: [...(defaultSchema.strip ?? []), 'style', 'template', 'textarea', 'select', 'noscript'],
  protocols: {
    ...defaultSchema.protocols,
    src: [...(defaultSchema.protocols?.src ?? []), 'data'],
  },
}

/** Average silent reading speed used for "N min read". */
const WORDS_PER_MINUTE = 230

/** A data: URL is allowed only as an image's source, and only for image types. */
function dataUrlsOnlyForImages() {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element) => {
      const src = node.properties?.src
      if (typeof src === 'string' && /^data:/i.test(src.trim())) {
        if (
          node.tagName !== 'img' ||
          !/^data:image\/(png|jpe?g|gif|webp|avif);/i.test(src.trim())
        ) {
          delete node.properties.src
        }
      }
    })
  }
}

/**
 * The sanitiser prefixes the ids of the text (`user-content-`, so that a post cannot clobber the
 * page's own names) but not the in-page links to them, which GitHub mends in the browser: mended
 * here, so footnotes and their back links work without JavaScript.
 */
function mendInPageLinks() {
  return (tree: Root) => {
    const ids = new Set<string>()
    visit(tree, 'element', (node: Element) => {
      if (typeof node.properties.id === 'string') ids.add(node.properties.id)
    })
    visit(tree, 'element', (node: Element) => {
      const href = node.properties.href
      if (node.tagName !== 'a' || typeof href !== 'string' || !href.startsWith('#')) return
      const target = `user-content-${decodeURIComponent(href.slice(1))}`
      if (!ids.has(href.slice(1)) && ids.has(target)) node.properties.href = `#${target}`
    })
  }
}

/**
 * Images load lazily; links out never hand over the page (`noopener`); a task list's checkboxes
 * (read-only) say what they mean to a screen reader.
 */
function imageLinkAndTaskManners() {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element) => {
      if (node.tagName === 'input' && node.properties.type === 'checkbox') {
        node.properties.ariaLabel = node.properties.checked ? 'Done' : 'Not done'
      }
      if (node.tagName === 'img') {
        node.properties.loading = 'lazy'
        node.properties.decoding = 'async'
      }
      if (node.tagName === 'a' && typeof node.properties.href === 'string') {
        if (/^https?:\/\//i.test(node.properties.href)) {
          node.properties.rel = ['noopener', 'noreferrer']
        }
      }
    })
  }
}

/** Shiki's colours as classes (code-colors.ts): the pages allow no inline style. */
function stylesToClasses() {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element) => {
      const style = node.properties.style
      if (typeof style !== 'string') return
      delete node.properties.style
      const classes = classesForStyle(style) ?? []
      // Shiki names its own classes in `class`, the sanitiser in `className`: one list.
      const named = [node.properties.className, node.properties.class].flatMap((value) =>
        Array.isArray(value)
          ? value.map(String)
          : typeof value === 'string'
            ? value.split(' ')
            : [],
      )
      delete node.properties.class
      node.properties.className = [...named.filter(Boolean), ...classes]
    })
  }
}

const processor = unified()
  .use(remarkParse)
  .use(remarkGfm)
  .use(remarkRehype, { allowDangerousHtml: true, clobberPrefix: '' })
  .use(rehypeRaw)
  .use(rehypeSanitize, schema)
  .use(mendInPageLinks)
  .use(dataUrlsOnlyForImages)
  .use(rehypeSlug)
  .use(rehypeAutolinkHeadings, {
    behavior: 'append',
    properties: { className: ['heading-anchor'], ariaHidden: 'true', tabIndex: -1 },
    content: { type: 'text', value: '#' },
  })
  .use(imageLinkAndTaskManners)
  .use(rehypeShiki, {
    themes: CODE_THEMES,
    // Grammars load when a post first uses their language, not all 200 at once.
    langs: [],
    lazy: true,
    fallbackLanguage: 'text',
    defaultLanguage: 'text',
  })
  .use(stylesToClasses)
  .use(rehypeStringify)

export interface RenderedMarkdown {
  html: string
  /** Words of running text (code included), for the reading time. */
  words: number
  readingMinutes: number
}

export function countWords(markdown: string): number {
  return markdown.match(/[\p{L}\p{N}][\p{L}\p{N}'’_-]*/gu)?.length ?? 0
}

export function readingMinutesOf(words: number): number {
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE))
}

export async function renderMarkdown(markdown: string): Promise<RenderedMarkdown> {
  const html = String(await processor.process(markdown))
  const words = countWords(markdown)
  return { html, words, readingMinutes: readingMinutesOf(words) }
}
