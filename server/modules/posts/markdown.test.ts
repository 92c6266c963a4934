import { describe, expect, it } from 'vitest'
import { countWords, readingMinutesOf } from '@contract/post.ts'
import { renderMarkdown } from './markdown.ts'
import { deepestNesting } from './markdown-nesting.ts'
import { slugify } from './slug.ts'
import fs from 'node:fs'
import { classesForStyle, codeColorsCss, codeColorsFile } from './code-colors.ts'

const html = async (markdown: string) => (await renderMarkdown(markdown)).html

describe('renderMarkdown', () => {
  it('renders CommonMark with GitHub tables, task lists, strikethrough and autolinks', async () => {
    const out = await html(
      '| a | b |\n|---|---|\n| 1 | 2 |\n\n- [x] done\n- [ ] todo\n\n~~old~~ www.example.com',
    )
    expect(out).toContain('<table>')
    expect(out).toContain('<td>1</td>')
    expect(out).toContain('<input type="checkbox" checked disabled aria-label="Done"> done')
    expect(out).toContain('<input type="checkbox" disabled aria-label="Not done"> todo')
    expect(out).toContain('<del>old</del>')
    expect(out).toContain('<a href="http://www.example.com"')
  })

  it('gives headings ids and anchors, and footnotes links that work without JavaScript', async () => {
    const out = await html('## Why it matters\n\nA claim.[^1]\n\n[^1]: The source.')
    expect(out).toContain('<h2 id="why-it-matters">Why it matters<a class="heading-anchor"')
    expect(out).toContain('href="#why-it-matters"')
    expect(out).toContain('href="#user-content-fn-1"')
    expect(out).toContain('<li id="user-content-fn-1">')
    expect(out).toContain('href="#user-content-fnref-1"')
    expect(out).toContain('id="user-content-fnref-1"')
  })

  it('leaves an in-page link with a malformed escape as it is written, instead of failing', async () => {
    const out = await html(
      '<a href="#%">odd</a> and <a href="#%E0%A4%A">also</a> and [fine](#caf%C3%A9)\n\n## Café',
    )
    expect(out).toContain('<a href="#%">odd</a>')
    expect(out).toContain('<a href="#%E0%A4%A">also</a>')
    expect(out).toContain('<a href="#caf%C3%A9">fine</a>')
  })

  it('highlights fenced code on the server, light and dark, and plain text for unknown languages', async () => {
    const out = await html('```ts\nconst x: number = 1\n```\n\n```no-such-language\nplain\n```')
    expect(out).toMatch(
      /<pre tabindex="0" class="shiki shiki-themes github-light-default github-dark-default hlb-ffffff hdb-0d1117/,
    )
    // Colours as classes, never inline styles (the pages' CSP allows none).
    expect(out).toMatch(/<span class="hl-[0-9a-f]{6} hd-[0-9a-f]{6}">const<\/span>/)
    expect(out).not.toContain('style=')
    expect(out).toContain('<span>plain</span>')
    expect(out).not.toContain('<script')
  })

  it('removes what could run code or change the page', async () => {
    const out = await html(
      [
        '<script>alert(1)</script>',
        '<img src="x" onerror="alert(1)">',
        '<a href="javascript:alert(1)">js</a>',
        '<a href="JaVaScRiPt:alert(1)">js2</a>',
        '<iframe src="https://example.com"></iframe>',
        '<style>body{display:none}</style>',
        '<form action="/api/user/login"><button>go</button></form>',
        '<div style="position:fixed" class="site-header" id="theme">x</div>',
        '<a href="data:text/html;base64,PHNjcmlwdD4=">data link</a>',
        '<img src="data:text/html;base64,PHNjcmlwdD4=">',
        '<svg><script>alert(1)</script></svg>',
        '<object data="x"></object><embed src="x">',
        '<meta http-equiv="refresh" content="0;url=https://evil.example">',
        '<base href="https://evil.example/">',
      ].join('\n\n'),
    )
    for (const forbidden of [
      '<script',
      'onerror',
      'javascript:',
      '<iframe',
      '<style',
      'display:none',
      '<form',
      'style=',
      'class="site-header"',
      'id="theme"',
      'data:text',
      '<svg',
      '<object',
      '<embed',
      '<meta',
      '<base',
    ]) {
      expect(out.toLowerCase(), forbidden).not.toContain(forbidden.toLowerCase())
    }
    expect(out).toContain('id="user-content-theme"')
  })

  it('keeps data: images, and makes images lazy and outbound links safe', async () => {
    const out = await html('![dot](data:image/png;base64,iVBORw0KGgo=) [site](https://example.com)')
    expect(out).toContain('src="data:image/png;base64,iVBORw0KGgo="')
    expect(out).toContain('loading="lazy"')
    expect(out).toContain('<a href="https://example.com" rel="noopener noreferrer">site</a>')
  })

  it('counts words for the reading time', async () => {
    expect(countWords("It's a short post — with code_names and 2026.")).toBe(8)
    // Addresses of links and images are not read; their text is. Nor are HTML tags.
    expect(
      countWords('See [the docs](https://example.com/a/b "Docs") and ![a chart](/media/x.webp)'),
    ).toBe(6)
    expect(countWords('<kbd>Ctrl</kbd> <br/>')).toBe(1)
    expect(readingMinutesOf(0)).toBe(1)
    expect(readingMinutesOf(230 * 7)).toBe(7)
    expect((await renderMarkdown('word '.repeat(700))).readingMinutes).toBe(3)
  })
})

describe('deepestNesting', () => {
  it('counts the quotes and lists a line opens, outside fenced code', () => {
    expect(deepestNesting('Plain text.\n\n*a*a*a and 3.14')).toBe(0)
    expect(deepestNesting('- one\n  - two\n\n> quote')).toBe(1)
    expect(deepestNesting('> > - 1. 2) * + deep')).toBe(7)
    expect(deepestNesting('-not a list\n1.5 neither\n1234567890. too long a number')).toBe(0)
    expect(deepestNesting('```\n> > > > in code\n```\n> out')).toBe(1)
    expect(deepestNesting('~~~~\n> > in code\n~~~\n> > still code\n~~~~\n> > > out')).toBe(3)
  })
})

describe('slugify', () => {
  it('makes an address from a title', () => {
    expect(slugify('Café déjà vu!', 120)).toBe('cafe-deja-vu')
    expect(slugify('  Hello,   World -- 2026 ', 120)).toBe('hello-world-2026')
    expect(slugify('🚀🚀', 120)).toBe('post')
    expect(slugify('one two three', 8)).toBe('one-two')
    expect(slugify('supercalifragilistic', 5)).toBe('super')
  })
})

describe('code colours', () => {
  it('turns shiki styles into classes, and defines every class the themes can give', async () => {
    expect(classesForStyle('color:#D73A49;--shiki-dark:#F97583')).toEqual([
      'hl-d73a49',
      'hd-f97583',
    ])
    expect(classesForStyle('background-color:#fff;--shiki-dark-bg:#24292e')).toEqual([
      'hlb-fff',
      'hdb-24292e',
    ])
    expect(classesForStyle('font-style:italic;--shiki-dark-font-style:italic')).toEqual([
      'hl-i',
      'hd-i',
    ])
    expect(classesForStyle('position:fixed')).toBeUndefined()
    const css = await codeColorsCss()
    const out = (await renderMarkdown('```ts\nconst x = "y" // z\n```')).html
    for (const name of new Set(out.match(/\bh[ld]b?-[0-9a-f]+/g))) {
      expect(css, name).toContain(`.${name}{`)
    }
    expect(css).toContain(":root:not([data-theme='light']) .hd-ff7b72{color:#ff7b72}")
  })

  it('is what the web app ships (npm run build:code-colors writes it)', async () => {
    expect(fs.readFileSync(codeColorsFile(), 'utf8')).toBe(await codeColorsCss())
  })
})
