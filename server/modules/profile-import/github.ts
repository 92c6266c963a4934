import type { GitHubRepository, RefreshField } from '@contract/github-import.ts'
import { LIMITS } from '@contract/limits.ts'
import { POST_LIMITS } from '@contract/post.ts'
import type { Candidate, SourceReading } from './import-source.ts'
import { fitText, webAddress } from './import-text.ts'

/** The values a refresh compares: what the import wrote and GitHub may change later. */
export type GitHubValues = Record<RefreshField, string>

/**
 * Where badges come from: build status, coverage, versions, downloads. A README's badges say
 * something about the code's health today, not about the project, and are drawn by services the
 * case study would otherwise load on every visit.
 */
const BADGE_HOSTS =
  /(^|\.)(shields\.io|badgen\.net|badge\.fury\.io|travis-ci\.(org|com)|circleci\.com|codecov\.io|coveralls\.io|snyk\.io|codeclimate\.com|api\.netlify\.com|david-dm\.org|badges\.gitter\.im|codacy\.com|sonarcloud\.io|goreportcard\.com|ci\.appveyor\.com|dev\.azure\.com|readthedocs\.org|repology\.org|opencollective\.com|badgesize\.io|deepscan\.io|bestpractices\.dev|bestpractices\.coreinfrastructure\.org)$/i

function isBadge(url: string): boolean {
  try {
    const parsed = new URL(url, 'https://github.com/')
    if (BADGE_HOSTS.test(parsed.hostname)) return true
    return /\/badges?(\.svg)?$|\/badge\/|badge\.svg$/i.test(parsed.pathname)
  } catch {
    return false
  }
}

/** A link within the repository: no scheme, not protocol-relative, not an anchor. */
const isRelative = (url: string) => url !== '' && !/^([a-z][a-z0-9+.-]*:|\/\/|#)/i.test(url)

function absolute(url: string, base: string): string {
  try {
    return new URL(url.replace(/^\/+/, ''), base).href
  } catch {
    return url
  }
}

/**
 * A README made into a case study's Markdown: badges dropped (inline, linked and by reference),
 * images within the repository made absolute to their raw file, other links within it to their
 * page on GitHub, the first heading dropped when it opens the text (the case study has the
 * project's title). HTML stays as written: the case study's renderer sanitises it on save as it
 * does any case study (server/modules/posts/markdown.ts).
 */
export function readmeToCaseStudy(markdown: string, fullName: string): string {
  const raw = `https://raw.githubusercontent.com/${fullName}/HEAD/`
  const page = `https://github.com/${fullName}/blob/HEAD/`
  let text = markdown.replace(/\r\n?/g, '\n')

  // Reference definitions ("[ci]: https://…/badge.svg") that point at a badge.
  const badgeRefs = new Set<string>()
  text = text.replace(/^ {0,3}\[([^\]]+)\]:\s*<?(\S+?)>?(\s+["'(].*)?$/gm, (line, ref, url) => {
    if (isBadge(String(url))) {
      badgeRefs.add(String(ref).toLowerCase())
      return ''
    }
    return isRelative(String(url)) ? line.replace(String(url), absolute(String(url), page)) : line
  })
  const badgeImage = (url: string | undefined, ref: string | undefined) =>
    (url !== undefined && isBadge(url)) || (ref !== undefined && badgeRefs.has(ref.toLowerCase()))

  // A linked badge: [![alt](image)](link) or [![alt][ref]][ref].
  text = text.replace(
    /\[!\[[^\]]*\](?:\(\s*<?([^)\s>]+)>?[^)]*\)|\[([^\]]*)\])\](?:\([^)]*\)|\[[^\]]*\])/g,
    (whole, url?: string, ref?: string) => (badgeImage(url, ref) ? '' : whole),
  )
  // An image: ![alt](url "title") or ![alt][ref].
  text = text.replace(
    /!\[([^\]]*)\](?:\(\s*<?([^)\s>]+)>?([^)]*)\)|\[([^\]]*)\])/g,
    (whole, alt: string, url?: string, rest?: string, ref?: string) => {
      if (badgeImage(url, ref)) return ''
      if (url !== undefined && isRelative(url))
        return `![${alt}](${absolute(url, raw)}${rest ?? ''})`
      return whole
    },
  )
  // HTML images, as READMEs often centre a logo: badges dropped, relative sources made absolute.
  text = text.replace(/<img\b[^>]*>/gi, (tag) => {
    const src = /\bsrc\s*=\s*["']([^"']+)["']/i.exec(tag)?.[1]
    if (src === undefined) return tag
    if (isBadge(src)) return ''
    return isRelative(src) ? tag.replace(src, absolute(src, raw)) : tag
  })
  text = text.replace(/<a\b[^>]*>\s*<\/a>/gi, '')
  // Links within the repository: its page on GitHub.
  text = text.replace(
    /(?<!!)\[([^\]]*)\]\(\s*<?([^)\s>]+)>?([^)]*)\)/g,
    (whole, label: string, url: string, rest: string) =>
      isRelative(url) ? `[${label}](${absolute(url, page)}${rest})` : whole,
  )
  text = text.replace(/\bhref\s*=\s*["']([^"']+)["']/gi, (attribute, url: string) =>
    isRelative(url) ? attribute.replace(url, absolute(url, page)) : attribute,
  )

  const lines = text.split('\n').map((line) => (line.trim() === '' ? '' : line))
  text = lines
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
  // The opening heading names the project, which the case study's page already shows.
  text = text.replace(/^#\s+[^\n]*\n*/, '')
  return text.trim()
}

/** "TypeScript, react, vite": the language, then the topics, each once. */
function toolsOf(repository: GitHubRepository): string {
  const seen = new Set<string>()
  const tools: string[] = []
  for (const tool of [repository.language, ...repository.topics]) {
    const name = tool.trim()
    if (name === '' || seen.has(name.toLowerCase())) continue
    seen.add(name.toLowerCase())
    tools.push(name)
  }
  let joined = ''
  for (const tool of tools) {
    const next = joined === '' ? tool : `${joined}, ${tool}`
    if (next.length > LIMITS.mediumText) break
    joined = next
  }
  return joined
}

/** What the import writes of a repository that a refresh may bring again; `notes` say what changed. */
export const gitHubValues = (repository: GitHubRepository, notes: string[] = []): GitHubValues => ({
  desc: fitText(repository.description.trim(), LIMITS.longText, 'The description', notes),
  tools: toolsOf(repository),
  live: webAddress(repository.homepage, 'The homepage', notes),
})

/**
 * The chosen repositories as projects, in the listing's order (newest push first): title, the
 * description, the tools (language and topics), the GitHub and live links, and the README as the
 * case study when asked (a draft: no address, so no page, until the owner gives it one). Each
 * candidate remembers its repository and the values written, for a later refresh; one with the
 * same GitHub link as a stored project is a duplicate as one with the same title is.
 */
export function gitHubReading(
  repositories: GitHubRepository[],
  readmes: Map<string, { text?: string; tooLarge?: true }>,
): SourceReading {
  const candidates: Candidate[] = repositories.map((repository, index) => {
    const notes: string[] = []
    const values = gitHubValues(repository, notes)
    const input: Record<string, unknown> = {
      title: repository.name,
      desc: values.desc,
      tools: values.tools,
      github: repository.url,
      live: values.live,
    }
    const readme = readmes.get(repository.fullName)
    if (readme?.tooLarge) notes.push('The README is too large to read: no case study')
    else if (readme && readme.text === undefined) notes.push('No README: no case study')
    else if (readme?.text !== undefined) {
      const body = fitText(
        readmeToCaseStudy(readme.text, repository.fullName),
        POST_LIMITS.body,
        'The README',
        notes,
      )
      if (body !== '') {
        input.body = body
        notes.push('The README becomes a draft case study: give it an address to publish it')
      }
    }
    const detail = [
      repository.language,
      repository.stars > 0 ? `${repository.stars} ★` : '',
      repository.fork ? 'fork' : '',
      repository.archived ? 'archived' : '',
    ]
      .filter(Boolean)
      .join(' · ')
    return {
      id: `github:${repository.fullName}`,
      file: repository.fullName,
      row: index + 1,
      title: repository.name,
      detail,
      home: { kind: 'type', key: 'projects' },
      target: { kind: 'type', key: 'projects', input },
      notes,
      origin: { source: 'github', repository: repository.fullName, values },
      matchAlso: { column: 'github_url', value: repository.url },
    }
  })
  return {
    read: repositories.map((repository) => repository.fullName),
    ignored: [],
    problems: [],
    candidates,
  }
}
