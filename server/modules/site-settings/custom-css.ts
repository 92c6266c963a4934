import type { Root } from 'postcss'

/**
 * Why the owner's custom CSS cannot be kept, in words, or undefined when it can. It is parsed
 * (postcss), never matched with patterns: `@import` is refused anywhere, and so is any `url()`
 * that leaves the site (an absolute or protocol-relative address), since the
 * stylesheet is served from the site's own origin under its CSP.
 *
 * postcss (with source-map-js, which it brings) is loaded when custom CSS is first saved, not
 * parsed at every start (docs/performance.md).
 */
export async function customCssProblem(css: string): Promise<string | undefined> {
  if (css.trim() === '') return undefined
  const [{ default: postcss, CssSyntaxError }, { default: valueParser }] = await Promise.all([
    import('postcss'),
    import('postcss-value-parser'),
  ])
  let root: Root
  try {
    root = postcss.parse(css)
  } catch (error) {
    if (error instanceof CssSyntaxError) {
      return `The custom CSS could not be read: ${error.reason} (line ${error.line ?? 1}). Nothing was saved.`
    }
    throw error
  }
  let problem: string | undefined
  root.walkAtRules((rule) => {
    if (!problem && rule.name.toLowerCase() === 'import') {
      problem = `The custom CSS may not use @import (line ${rule.source?.start?.line ?? 1}): add the rules themselves. Nothing was saved.`
    }
  })
  const checkValue = (value: string, line: number) => {
    valueParser(value).walk((node) => {
      if (problem || node.type !== 'function' || node.value.toLowerCase() !== 'url') return
      const address = valueParser
        .stringify(node.nodes)
        .trim()
        .replace(/^['"]|['"]$/g, '')
      if (!isSameOrigin(address)) {
        problem = `The custom CSS may only use url() with addresses on this site, like url(/media/…) (line ${line}): "${address.slice(0, 80)}" is elsewhere. Nothing was saved.`
      }
    })
  }
  root.walkDecls((decl) => checkValue(decl.value, decl.source?.start?.line ?? 1))
  root.walkAtRules((rule) => checkValue(rule.params, rule.source?.start?.line ?? 1))
  return problem
}

/**
 * A path on this site ("/media/a.png", "img/a.png") or inline data ("data:"); not "https:" or
 * "//host". A backslash is refused too: a CSS escape could spell another origin.
 */
function isSameOrigin(address: string): boolean {
  if (address.startsWith('//') || address.includes('\\')) return false
  return /^data:/i.test(address) || !/^[a-z][a-z0-9+.-]*:/i.test(address)
}
