import { POSITIONING_MAX_LENGTH, SiteSettings } from '@contract/site-settings.ts'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useSiteSettings } from '@/features/admin/shared/api/get-site-settings.ts'
import { QueryState } from '@/features/admin/shared/components/query-state.tsx'
import { TextField } from '@/features/admin/shared/components/text-field.tsx'
import { TranslationsDrawer } from '@/features/admin/shared/components/translations-drawer.tsx'
import { useListTranslations } from '@/features/admin/shared/components/use-list-translations.tsx'
import { useUnsavedChanges } from '@/features/admin/shared/forms/unsaved-changes.tsx'
import { useUpdateSiteSettings } from '@/features/admin/shared/api/update-site-settings.ts'

const FIELD = SiteSettings.properties.positioning as { title?: string; description?: string }

/**
 * The one line under the owner's name on the home page. It is kept with the site settings (the
 * user details' answers are the contract's, byte for byte) but written here, beside the name,
 * titles and status it completes; it is saved on its own.
 */
function PositioningFields({ settings }: { settings: SiteSettings }) {
  const update = useUpdateSiteSettings()
  const form = useForm({ defaultValues: { positioning: settings.positioning ?? '' } })
  useUnsavedChanges(form.formState.isDirty)
  // The site's texts in other languages (its title and this statement): one record, id 1.
  const translations = useListTranslations('settings')
  const [translating, setTranslating] = useState(false)
  const onSubmit = form.handleSubmit(({ positioning }) =>
    update.mutate(
      { ...settings, positioning: positioning.trim() },
      { onSuccess: (answer) => form.reset({ positioning: answer.updatedData.positioning ?? '' }) },
    ),
  )
  return (
    <>
      <form onSubmit={onSubmit} className="admin-form" noValidate>
        <TextField
          label={FIELD.title ?? 'Positioning statement'}
          hint={`${FIELD.description ?? ''}, e.g. “I build fast, accessible web apps for small teams” (optional, up to ${POSITIONING_MAX_LENGTH} characters)`}
          maxLength={POSITIONING_MAX_LENGTH}
          {...form.register('positioning')}
        />
        <div className="flex flex-wrap gap-3">
          <button
            type="submit"
            className="admin-button admin-button-solid"
            disabled={update.isPending || !form.formState.isDirty}
          >
            {update.isPending ? 'Saving…' : 'Save statement'}
          </button>
          {translations.enabled && (
            <button type="button" className="admin-button" onClick={() => setTranslating(true)}>
              Translate<span className="sr-only"> the site title and the statement</span>
            </button>
          )}
        </div>
      </form>
      <TranslationsDrawer
        type="settings"
        target={translating ? { id: '1', name: 'the site title and statement' } : null}
        onClose={() => setTranslating(false)}
      />
    </>
  )
}

export function PositioningForm() {
  const query = useSiteSettings()
  return (
    <section aria-labelledby="positioning-title" className="mt-10">
      <h2 id="positioning-title" className="admin-subtitle">
        Positioning statement
      </h2>
      <QueryState query={query} loadingLabel="Loading the positioning statement" shape="form">
        {({ settings }) => <PositioningFields settings={settings} />}
      </QueryState>
    </section>
  )
}
