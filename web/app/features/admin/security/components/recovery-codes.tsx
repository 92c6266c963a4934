import { useState } from 'react'
import { saveFile } from '@/lib/api/owner-download.ts'
import { notify } from '@/lib/toast/notify.ts'

/**
 * Recovery codes, shown once: the list, copy and download, and a plain warning. The dialog holding
 * it closes only through "I have saved them".
 */
export function RecoveryCodesList({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const [saved, setSaved] = useState(false)
  const text = `Recovery codes for ${window.location.host}\nEach works once, instead of a code from your authenticator app.\n\n${codes.join('\n')}\n`
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text)
      setSaved(true)
      void notify('success', 'Recovery codes copied')
    } catch {
      void notify('error', 'The codes could not be copied: select them and copy them by hand')
    }
  }
  return (
    <div className="admin-form">
      <p role="status" className="admin-banner">
        Save these recovery codes somewhere safe, away from your phone: a password manager or a
        printed page. Each one signs you in once if you lose your authenticator app. They are not
        shown again.
      </p>
      <ol className="recovery-codes" aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-3">
        <button type="button" className="admin-button" onClick={() => void copy()}>
          Copy
        </button>
        <button
          type="button"
          className="admin-button"
          onClick={() => {
            saveFile({ blob: new Blob([text], { type: 'text/plain' }), name: 'recovery-codes.txt' })
            setSaved(true)
          }}
        >
          Download
        </button>
        <button
          type="button"
          className="admin-button admin-button-solid"
          onClick={onDone}
          aria-describedby={saved ? undefined : 'recovery-not-saved'}
        >
          I have saved them
        </button>
      </div>
      {!saved && (
        <p id="recovery-not-saved" className="admin-hint">
          Copy or download them first: once this closes they cannot be shown again.
        </p>
      )}
    </div>
  )
}
