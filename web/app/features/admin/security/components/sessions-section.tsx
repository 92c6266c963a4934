import type { Session } from '@contract/account.ts'
import { useEndOtherSessions, useEndSession } from '../api/security-api.ts'
import { formatWhen } from '@/features/admin/shared/dates.ts'

/** The browsers signed in now: sign one out, or every one but this. */
export function SessionsSection({ sessions }: { sessions: Session[] }) {
  const end = useEndSession()
  const endOthers = useEndOtherSessions()
  const others = sessions.filter((session) => !session.current).length
  return (
    <section aria-labelledby="sessions-title" id="sessions" className="security-section">
      <h2 id="sessions-title" className="admin-subtitle">
        Sessions
      </h2>
      <p className="text-muted">
        Where you are signed in now. A session ends after 12 hours, when you sign out there, or when
        you change your password.
      </p>
      <ul className="security-list" aria-label="Signed-in sessions">
        {sessions.map((session) => (
          <li key={session._id} className="card security-item">
            <div>
              <p className="font-semibold">
                {session.browser}
                {session.current && (
                  <span className="status-pill ml-2" data-on>
                    This browser
                  </span>
                )}
              </p>
              <p className="text-sm text-muted">
                <span className="font-mono">{session.address}</span> · signed in{' '}
                {formatWhen(session.createdAt)} with{' '}
                {session.method === 'password' ? 'a password' : `a ${session.method}`} · last seen{' '}
                {formatWhen(session.lastSeenAt)}
              </p>
            </div>
            {!session.current && (
              <button
                type="button"
                className="admin-button"
                aria-label={`Sign out ${session.browser} at ${session.address}`}
                disabled={end.isPending}
                onClick={() => end.mutate(session._id)}
              >
                Sign out
              </button>
            )}
          </li>
        ))}
      </ul>
      <div>
        <button
          type="button"
          className="admin-button"
          disabled={others === 0 || endOthers.isPending}
          onClick={() => endOthers.mutate(undefined)}
        >
          Sign out everywhere else
        </button>
      </div>
    </section>
  )
}
