import crypto from 'node:crypto'
import { GRAPH_THEME } from '@web/features/contributions/components/graph-theme.ts'

/**
 * react-activity-calendar (3.x) injects one <style> with its loading keyframes, built from the
 * level-0 colour of the active mode. Rather than allowing every inline style, the CSP allows
 * exactly those two texts by hash. The text mirrors the library's template; the e2e suite fails
 * on any CSP violation, so a library update that changes it is caught.
 */
function keyframes(zeroColor: string, scheme: 'light' | 'dark'): string {
  const loading = `oklab(from ${zeroColor} l a b)`
  const active =
    scheme === 'light'
      ? `oklab(from ${zeroColor} calc(l * 0.96) a b)`
      : `oklab(from ${zeroColor} calc(l * 1.08) a b)`
  return `
      @keyframes react-activity-calendar--loading-animation {
        0% {
          fill: ${loading};
        }
        50% {
          fill: ${active};
        }
        100% {
          fill: ${loading};
        }
      }
    `
}

function sha256(text: string): string {
  return `'sha256-${crypto.createHash('sha256').update(text).digest('base64')}'`
}

export const CALENDAR_STYLE_HASHES = (['dark', 'light'] as const).map((scheme) =>
  sha256(keyframes(GRAPH_THEME[scheme][0] as string, scheme)),
)
