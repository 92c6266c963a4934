/** A spinner with a name for assistive technology. */
export function Spinner({ label }: { label: string }) {
  return <span className="spinner inline-block" role="status" aria-label={label} />
}

/** Covers the page while something that cannot be interrupted runs (docs/contract.md §2: message delete). */
export function FullScreenLoader({ label }: { label: string }) {
  return (
    <div className="admin-overlay" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span className="sr-only">{label}</span>
    </div>
  )
}
