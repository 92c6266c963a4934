import { useEffect, useSyncExternalStore } from 'react'
import { useBlocker } from 'react-router'
import { readToken } from '@/lib/api/owner-session.ts'
import { Dialog } from '../components/dialog.tsx'

/*
 * Forms with changes not yet saved, wherever they are on the page. A router allows one blocker,
 * so forms only say whether they are dirty (useUnsavedChanges) and one guard in the dashboard
 * shell asks before leaving.
 */
const dirtyForms = new Set<symbol>()
const listeners = new Set<() => void>()

function changed() {
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

const hasUnsavedChanges = () => dirtyForms.size > 0

/** Marks this form as holding unsaved changes while `dirty` (and while it is on the page). */
export function useUnsavedChanges(dirty: boolean) {
  useEffect(() => {
    if (!dirty) return
    const form = Symbol('form')
    dirtyForms.add(form)
    changed()
    return () => {
      dirtyForms.delete(form)
      changed()
    }
  }, [dirty])
}

/** A form in a drawer: reports its unsaved state to the drawer and to the page's guard. */
export function useDirtyReport(dirty: boolean, onDirtyChange: (dirty: boolean) => void) {
  useUnsavedChanges(dirty)
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange])
}

/**
 * Asks before the owner leaves a page with unsaved changes: another dashboard page or the public
 * site (a dialog: stay, or leave without saving), or closing or reloading the tab (the browser's
 * own question). A session that ended leaves at once: nothing could be saved anyway.
 */
export function UnsavedChangesGuard() {
  const dirty = useSyncExternalStore(subscribe, hasUnsavedChanges, () => false)
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty &&
      readToken() !== null &&
      currentLocation.pathname !== nextLocation.pathname &&
      // A page that moves on with its changes in hand (a new post's address) says so.
      (nextLocation.state as { keepsChanges?: boolean } | null)?.keepsChanges !== true,
  )

  useEffect(() => {
    if (!dirty) return
    const warn = (event: BeforeUnloadEvent) => event.preventDefault()
    window.addEventListener('beforeunload', warn)
    return () => window.removeEventListener('beforeunload', warn)
  }, [dirty])

  const blocked = blocker.state === 'blocked'
  return (
    <Dialog open={blocked} title="Leave without saving?" onClose={() => blocker.reset?.()}>
      <p>Your changes on this page are not saved yet. If you leave now, they are lost.</p>
      <div className="mt-5 flex flex-wrap gap-3">
        <button
          type="button"
          className="admin-button admin-button-solid"
          onClick={() => blocker.reset?.()}
        >
          Stay on this page
        </button>
        <button type="button" className="admin-button" onClick={() => blocker.proceed?.()}>
          Leave without saving
        </button>
      </div>
    </Dialog>
  )
}
