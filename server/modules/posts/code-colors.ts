/**
 * Highlighted code without inline styles. Shiki writes each token's colours as a `style`
 * attribute (the light theme's colour, the dark one's in `--shiki-dark`); the pages' Content
 * Security Policy allows no inline style, rightly, so the renderer turns them into classes named
 * after the colour (`hl-d73a49`, `hd-f97583`) and `/code-colors.css` defines every colour the two
 * themes use: light ones always, dark ones when the page is dark.
 */

/** GitHub's current themes: every token colour meets AA contrast on their background. */
export const CODE_THEMES = { light: 'github-light-default', dark: 'github-dark-default' } as const

type Mode = 'l' | 'd'

/** The classes for one element's shiki style, or undefined when it holds something else. */
export function classesForStyle(style: string): string[] | undefined {
  const classes: string[] = []
  for (const declaration of style.split(';')) {
    const [rawName, ...rest] = declaration.split(':')
    const name = rawName?.trim().toLowerCase()
    const value = rest.join(':').trim().toLowerCase()
    if (!name || !value) continue
    const mode: Mode = name.startsWith('--shiki-dark') ? 'd' : 'l'
    const property = name.replace(/^--shiki-dark-?/, '') || 'color'
    const hex = /^#([0-9a-f]{3,8})$/.exec(value)?.[1]
    if ((property === 'color' || property === 'bg' || property === 'background-color') && hex) {
      classes.push(`h${mode}${property === 'color' ? '' : 'b'}-${hex}`)
    } else if (property === 'font-style' && value === 'italic') {
      classes.push(`h${mode}-i`)
    } else if (property === 'font-weight' && value === 'bold') {
      classes.push(`h${mode}-b`)
    } else if (property === 'text-decoration' && value === 'underline') {
      classes.push(`h${mode}-u`)
    } else if (!(property.startsWith('font-') || property === 'text-decoration')) {
      return undefined
    }
  }
  return classes
}

/** Every colour a theme names (its editor colours and its tokens'). */
function coloursOf(theme: unknown): string[] {
  const found =
    JSON.stringify(theme)
      .toLowerCase()
      .match(/#[0-9a-f]{3,8}\b/g) ?? []
  return [...new Set(found.map((colour) => colour.slice(1)))].sort()
}

/** The stylesheet for every class classesForStyle can give, for the two themes. */
export async function codeColorsCss(): Promise<string> {
  const [light, dark] = await Promise.all([
    import('@shikijs/themes/github-light-default').then((module) => module.default),
    import('@shikijs/themes/github-dark-default').then((module) => module.default),
  ])
  const dark_ = ":root:not([data-theme='light'])"
  const rules = [
    '.hl-i{font-style:italic}.hl-b{font-weight:bold}.hl-u{text-decoration:underline}',
    `${dark_} .hd-i{font-style:italic}${dark_} .hd-b{font-weight:bold}${dark_} .hd-u{text-decoration:underline}`,
    ...coloursOf(light).flatMap((hex) => [
      `.hl-${hex}{color:#${hex}}`,
      `.hlb-${hex}{background-color:#${hex}}`,
    ]),
    ...coloursOf(dark).flatMap((hex) => [
      `${dark_} .hd-${hex}{color:#${hex}}`,
      `${dark_} .hdb-${hex}{background-color:#${hex}}`,
    ]),
  ]
  return `${rules.join('\n')}\n`
}
