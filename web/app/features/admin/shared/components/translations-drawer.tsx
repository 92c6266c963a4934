import { useCallback, useState } from 'react'
import { Drawer } from './drawer.tsx'
import { TranslationsForm } from './translations-form.tsx'

/** The record whose texts are being translated, and how it is named to the owner. */
export interface TranslationTarget {
  id: string
  name: string
}

/**
 * "Translate …" from a row's menu: the record's texts in the site's additional languages in a
 * drawer (a full-screen sheet on a phone), which asks before dropping unsaved translations.
 */
export function TranslationsDrawer({
  type,
  target,
  onClose,
}: {
  /** The record's kind, as history names it (contract/translations.ts). */
  type: string
  target: TranslationTarget | null
  onClose: () => void
}) {
  const [dirty, setDirty] = useState(false)
  const onDirtyChange = useCallback((value: boolean) => setDirty(value), [])
  const close = () => {
    setDirty(false)
    onClose()
  }
  return (
    <Drawer
      open={target !== null}
      title={`Translate ${target?.name ?? ''}`}
      dirty={dirty}
      onClose={close}
    >
      {target && (
        <TranslationsForm type={type} id={target.id} onDone={close} onDirtyChange={onDirtyChange} />
      )}
    </Drawer>
  )
}
