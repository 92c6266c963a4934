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
import { variantSrcSet, type MediaImage, type VariantFormat } from '@contract/media-image.ts'
import { countWords, mediaHashOf, readingMinutesOf } from '@contract/post.ts'
import { decodeUriComponentOrUndefined } from '@/decode-uri.ts'
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
      const fragment = decodeUriComponentOrUndefined(href.slice(1))
      if (fragment === undefined || ids.has(href.slice(1))) return
      const target = `user-content-${fragment}`
      if (ids.has(target)) node.properties.href = `#${target}`
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
    // Shiki stops tokenizing a line after 500 ms by default and leaves the rest as one token. A
    // language's first use compiles its grammar, which a busy machine can make take that long:
    // the light theme (tokenized first) then got a line coloured wrong. The owner's own text is
    // tokenized whole, however long its first line takes; a line past 20 000 characters (no
    // one's code) stays plain instead.
    tokenizeTimeLimit: 0,
    tokenizeMaxLineLength: 20_000,
  })
  .use(stylesToClasses)
  .use(rehypeStringify)

/** How wide a body image is drawn: the post's column (46rem), or the screen less its margins. */
const POST_IMAGE_SIZES = '(min-width: 48rem) 46rem, calc(100vw - 2.5rem)'

/** The size and variants of stored images, by hash (the media store's `describe`). */
export type DescribeImages = (hashes: readonly string[]) => Promise<Map<string, MediaImage>>

/**
 * Our own stored images (`/media/<hash>.webp`) become pictures of AVIF and WebP variants with
 * their width and height, like every image of the site; answers the hashes the body uses.
 */
async function responsiveImages(tree: Root, describe?: DescribeImages): Promise<string[]> {
  const found: Element[] = []
  visit(tree, 'element', (node: Element) => {
    if (node.tagName === 'img' && typeof node.properties.src === 'string') {
      if (mediaHashOf(node.properties.src)) found.push(node)
    }
  })
  const hashes = found.map((node) => mediaHashOf(String(node.properties.src))!)
  if (!describe || hashes.length === 0) return [...new Set(hashes)]
  const images = await describe(hashes)
  for (const [index, node] of found.entries()) {
    const image = images.get(hashes[index]!)
    if (!image) continue
    node.properties.width = image.width
    node.properties.height = image.height
    if (image.animated) continue
    const source = (format: VariantFormat): Element => ({
      type: 'element',
      tagName: 'source',
      properties: {
        type: `image/${format}`,
        srcSet: variantSrcSet(image, format),
        sizes: POST_IMAGE_SIZES,
      },
      children: [],
    })
    const img: Element = { ...node, properties: { ...node.properties } }
    // The <img> becomes a <picture> in place, so its parent and siblings stay as they are.
    Object.assign(node, {
      tagName: 'picture',
      properties: {},
      children: [source('avif'), source('webp'), img],
    })
  }
  return [...new Set(hashes)]
}

export interface RenderedMarkdown {
  html: string
  /** The stored images the body shows (their hashes), to keep with the post. */
  images: string[]
  /** Words of running text (code included), for the reading time. */
  words: number
  readingMinutes: number
}

/** `describe` gives stored images their size and responsive variants; without it, plain imgs. */
export async function renderMarkdown(
  markdown: string,
  describe?: DescribeImages,
): Promise<RenderedMarkdown> {
  const tree = (await processor.run(processor.parse(markdown))) as Root
  const images = await responsiveImages(tree, describe)
  const html = processor.stringify(tree)
  const words = countWords(markdown)
  return { html, images, words, readingMinutes: readingMinutesOf(words) }
}
