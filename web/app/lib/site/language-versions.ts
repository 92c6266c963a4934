import type { LanguageVersion } from '@contract/language-addresses.ts'

/**
 * What a route's loader answers (`languageVersions`) when its page is at another address in each
 * language, or in some languages only: a post and its translations, each with its own slug. The
 * switcher, the suggestion and the alternates then lead to those versions, and a language without
 * one to `elsewhere` in it (the blog).
 */
export interface LanguageVersions {
  versions: LanguageVersion[]
  elsewhere: string
}

/** The versions the page's route answered, if it did. */
export function languageVersionsOf(
  matches: readonly { data?: unknown }[],
): LanguageVersions | undefined {
  for (const match of [...matches].reverse()) {
    const versions = (match.data as { languageVersions?: LanguageVersions } | undefined)
      ?.languageVersions
    if (versions) return versions
  }
  return undefined
}

/** Each version with its language named: the page's own is in the page's language. */
export const resolvedVersions = (versions: LanguageVersions, pageLanguage: string) =>
  versions.versions.map((version) => ({
    language: version.language ?? pageLanguage,
    path: version.path,
  }))
