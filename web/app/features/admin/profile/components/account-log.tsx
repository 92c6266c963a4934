import { useState } from 'react'
import { AUDIT_EVENT_LABELS, type AuditEntry } from '@contract/history.ts'
import { Pager } from '@/features/admin/shared/components/pager.tsx'
import { QueryState } from '@/features/admin/shared/components/query-state.tsx'
import { useAccountLog } from '../api/account-log.ts'
import { formatDateTime } from '@contract/dates.ts'

/** Events that deserve a second look. */
const WARNINGS = new Set<AuditEntry['event']>([
  'sign-in-failed',
  'reset-requested',
  'two-factor-off',
])

/**
 * The account log: sign-ins (failed ones too), sign-outs, password changes and
 * resets, backups and restores, newest first, with the address and browser of each.
 */
export function AccountLog() {
  const [page, setPage] = useState(1)
  const log = useAccountLog(page)
  return (
    <section aria-labelledby="account-log-title" className="mt-10">
      <h2 id="account-log-title" className="admin-subtitle">
        Account log
      </h2>
      <p className="mb-4 text-muted">
        Who signed in and what happened to the account, newest first. Kept for a year.
      </p>
      <QueryState query={log} loadingLabel="Loading the account log">
        {({ entries, pages, total }) =>
          total === 0 ? (
            <p>Nothing yet: sign-ins, password changes and backups will be listed here.</p>
          ) : (
            <>
              <table className="history-table account-log">
                <caption className="sr-only">Account events, newest first</caption>
                <thead>
                  <tr>
                    <th scope="col">When</th>
                    <th scope="col">What</th>
                    <th scope="col">Address</th>
                    <th scope="col">Browser</th>
                  </tr>
                </thead>
                <tbody>
                  {entries.map((entry) => (
                    <tr key={entry._id} data-warning={WARNINGS.has(entry.event) || undefined}>
                      <td data-label="When">
                        <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
                      </td>
                      <td data-label="What">
                        <span>
                          {AUDIT_EVENT_LABELS[entry.event]}
                          {entry.detail && (
                            <span className="block text-sm text-muted">{entry.detail}</span>
                          )}
                        </span>
                      </td>
                      <td data-label="Address" className="font-mono text-sm">
                        {entry.address}
                      </td>
                      <td data-label="Browser">{entry.browser}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
              <Pager
                label="Pages of the account log"
                page={page}
                pages={pages}
                onPage={setPage}
                previous="Newer"
                next="Older"
              />
            </>
          )
        }
      </QueryState>
    </section>
  )
}
