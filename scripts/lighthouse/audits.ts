/**
 * What `npm run lighthouse` and the browser suite's Lighthouse checks share: how Debian's
 * Chromium is started for Lighthouse, and how a category's lost points are named.
 */
import type { Result } from 'lighthouse'

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

// The network here is closed: nothing in the browser may reach out on its own.
export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

export interface FailingAudit {
  id: string
  title: string
  score: number | null
  displayValue?: string
  /** The first offending elements or URLs, when the audit names them. */
  examples?: string[]
}

/** What an audit's detail rows point at: an element's snippet, a link, or a URL. */
function examplesOf(details: unknown): string[] {
  const items = (details as { items?: unknown[] } | undefined)?.items
  if (!Array.isArray(items)) return []
  return items.slice(0, 5).flatMap((item) => {
    const row = item as { node?: { snippet?: string }; href?: string; text?: string; url?: string }
    const example =
      row.node?.snippet ?? (row.href ? `${row.text ?? ''} → ${row.href}` : undefined) ?? row.url
    return example ? [example.slice(0, 160)] : []
  })
}

/**
 * A category's scored audits that are not perfect; for Performance also the zero-weight
 * diagnostics, which name what to fix (unused JavaScript, render-blocking resources, …).
 */
export function failingAudits(lhr: Result, category: string): FailingAudit[] {
  return (lhr.categories[category]?.auditRefs ?? [])
    .map((ref) => lhr.audits[ref.id]!)
    .filter(
      (audit) =>
        audit.score !== null &&
        audit.score < 1 &&
        ['binary', 'numeric', 'metricSavings'].includes(audit.scoreDisplayMode),
    )
    .map((audit) => {
      // Element-level findings help where a score is all-or-nothing (not for Performance).
      const examples = category === 'performance' ? [] : examplesOf(audit.details)
      return {
        id: audit.id,
        title: audit.title,
        score: audit.score,
        ...(audit.displayValue ? { displayValue: audit.displayValue } : {}),
        ...(examples.length ? { examples } : {}),
      }
    })
}
