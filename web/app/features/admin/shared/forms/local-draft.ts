/**
 * The browser's copy of what is typed in an editor (a post's, a page's), per record ('new' before
 * the first save): written on every change that is not saved yet, removed once the server has it,
 * read when the editor opens. Nothing typed is lost to a closed tab or a failed request.
 */
interface LocalDraft<F> {
  fields: F
  /** When it was typed (ISO-8601). */
  at: string
}

export function localDrafts<F>(
  /** Names the kind of record in the storage key: `vitrine-<kind>-draft:<id>`. */
  kind: string,
  /** Whether a stored value is this editor's fields (storage outlives versions). */
  isFields: (value: unknown) => value is F,
) {
  const storageKey = (id: string) => `vitrine-${kind}-draft:${id}`
  return {
    read(id: string): LocalDraft<F> | undefined {
      try {
        const stored = localStorage.getItem(storageKey(id))
        if (!stored) return undefined
        const draft = JSON.parse(stored) as Partial<LocalDraft<F>> | null
        return draft && isFields(draft.fields) && typeof draft.at === 'string'
          ? (draft as LocalDraft<F>)
          : undefined
      } catch {
        return undefined
      }
    },
    write(id: string, fields: F) {
      try {
        const draft: LocalDraft<F> = { fields, at: new Date().toISOString() }
        localStorage.setItem(storageKey(id), JSON.stringify(draft))
      } catch {
        // Storage full or refused (private mode): the server copy is the only one.
      }
    },
    remove(id: string) {
      try {
        localStorage.removeItem(storageKey(id))
      } catch {
        // Nothing to remove.
      }
    },
  }
}
