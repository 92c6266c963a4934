import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser'

/**
 * The names of an ICU message's values (`{name}`, `{count, plural, …}`), sorted: a translation of
 * a fixed text must use the same ones as the English. Throws when the message does not parse.
 */
export function messageValues(message: string): string[] {
  const names = new Set<string>()
  const walk = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if (element.type === TYPE.literal || element.type === TYPE.pound) continue
      names.add(element.value)
      if (element.type === TYPE.plural || element.type === TYPE.select) {
        for (const option of Object.values(element.options)) walk(option.value)
      }
      if (element.type === TYPE.tag) walk(element.children)
    }
  }
  walk(parse(message))
  return [...names].sort()
}
