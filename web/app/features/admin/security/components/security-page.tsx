import { QueryState } from '@/features/admin/shared/components/query-state.tsx'
import { usePasskeys, useSessions, useSignInStatus } from '../api/security-api.ts'
import { PasskeysSection } from './passkeys-section.tsx'
import { SessionsSection } from './sessions-section.tsx'
import { TwoFactorSection } from './two-factor-section.tsx'

/** Security: two-factor codes, passkeys, the sessions signed in. */
export function SecurityPage() {
  const status = useSignInStatus()
  const passkeys = usePasskeys()
  const sessions = useSessions()
  return (
    <div className="security-page">
      <QueryState query={status} loadingLabel="Loading two-factor sign-in">
        {(data) => <TwoFactorSection status={data} />}
      </QueryState>
      <QueryState query={passkeys} loadingLabel="Loading your passkeys">
        {(data) => <PasskeysSection {...data} />}
      </QueryState>
      <QueryState query={sessions} loadingLabel="Loading the sessions">
        {(data) => <SessionsSection sessions={data} />}
      </QueryState>
    </div>
  )
}
