import { enIslands } from '@contract/messages/en-islands.ts'

/** The fixed texts the islands say after the page is shown (contract/messages/en-islands.ts). */
export const ISLAND_TEXT_KEYS = Object.keys(enIslands) as IslandTextKey[]

export type IslandTextKey = keyof typeof enIslands

/** The id of the JSON element a page in another language than English carries its texts in. */
export const ISLAND_TEXTS_ID = 'island-texts'

let loaded: Partial<Record<IslandTextKey, string>> | undefined

/**
 * One of the islands' texts in the page's language: read from the page itself (no request; a JSON
 * element, which the content security policy lets through as it runs nothing), English when the
 * page has none (an English page leaves it out).
 */
export function islandText(key: IslandTextKey, root: Document = document): string {
  if (!loaded) {
    const element = root.getElementById(ISLAND_TEXTS_ID)
    try {
      loaded = element?.textContent ? (JSON.parse(element.textContent) as typeof loaded) : {}
    } catch {
      loaded = {}
    }
  }
  return loaded?.[key] ?? enIslands[key]
}
