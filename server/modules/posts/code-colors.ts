import path from 'node:path'
import { projectRoot } from '../web-host/web-mode.ts'

/**
 * Highlighted code without inline styles. Shiki writes each token's colours as a `style`
 * attribute (the light theme's colour, the dark one's in `--shiki-dark`); the pages' Content
 * Security Policy allows no inline style, rightly, so the renderer turns them into classes named
 * after the colour (`hl-cf222e`, `hd-ff7b72`) and web/app/features/blog/code-colors.css, made
 * from codeColorsCss() by `npm run build:code-colors` (a test keeps the two in step), defines
 * every colour the two themes use: light ones always, dark ones when the page is dark.
 */

/** GitHub's current themes: every token colour meets AA contrast on their background. */
/** The stylesheet the web app ships (app.css imports it). */
export const codeColorsFile = () =>
  path.join(projectRoot(), 'web', 'app', 'features', 'blog', 'code-colors.css')

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

interface Theme {
  colors?: Record<string, string>
  tokenColors?: { settings?: { foreground?: string } }[]
}

const hexOf = (colour: string | undefined) => colour?.toLowerCase().replace(/^#/, '')

/** The colours a theme gives text (its tokens' and its editor's), and its editor's background. */
function paletteOf(theme: Theme): { text: string[]; background: string } {
  const text = [
    theme.colors?.['editor.foreground'],
    ...(theme.tokenColors ?? []).map((token) => token.settings?.foreground),
  ]
    .map(hexOf)
    .filter((hex): hex is string => Boolean(hex && /^[0-9a-f]{3,8}$/.test(hex)))
  return {
    text: [...new Set(text)].sort(),
    background: hexOf(theme.colors?.['editor.background']) ?? 'ffffff',
  }
}

/** The stylesheet for every class classesForStyle can give, for the two themes. */
export async function codeColorsCss(): Promise<string> {
  const [light, dark] = await Promise.all([
    import('@shikijs/themes/github-light-default').then((module) => module.default),
    import('@shikijs/themes/github-dark-default').then((module) => module.default),
  ])
  const lightPalette = paletteOf(light as Theme)
  const darkPalette = paletteOf(dark as Theme)
  const inDark = ":root:not([data-theme='light'])"
  const rules = [
    '.hl-i{font-style:italic}.hl-b{font-weight:bold}.hl-u{text-decoration:underline}',
    `${inDark} .hd-i{font-style:italic}${inDark} .hd-b{font-weight:bold}${inDark} .hd-u{text-decoration:underline}`,
    `.hlb-${lightPalette.background}{background-color:#${lightPalette.background}}`,
    `${inDark} .hdb-${darkPalette.background}{background-color:#${darkPalette.background}}`,
    ...lightPalette.text.map((hex) => `.hl-${hex}{color:#${hex}}`),
    ...darkPalette.text.map((hex) => `${inDark} .hd-${hex}{color:#${hex}}`),
  ]
  return `/* Made by npm run build:code-colors from server/modules/posts/code-colors.ts. */\n${rules.join('\n')}\n`
}
