import { useEffect, useId } from 'react'
import { useFieldArray, useForm } from 'react-hook-form'
import {
  DEFAULT_SITE_THEME,
  SITE_THEME_LABELS,
  SITE_THEMES,
  SOCIAL_ICON_LABELS,
  SOCIAL_ICONS,
  copyrightYears,
  isPublished,
  siteIdentity,
  SiteSettings as SiteSettingsSchema,
  type SiteSettings,
} from '@contract/site-settings.ts'
import { DEFAULT_LOOK } from '@contract/site-look.ts'
import { HistoryButton } from '@/features/admin/shared/components/history-dialog.tsx'
import { QueryState } from '@/features/admin/shared/components/query-state.tsx'
import { TextField } from '@/features/admin/shared/components/text-field.tsx'
import {
  useSiteSettings,
  type SiteSettingsAnswer,
} from '@/features/admin/shared/api/get-site-settings.ts'
import { useUpdateSiteSettings } from '@/features/admin/shared/api/update-site-settings.ts'
import { useUnsavedChanges } from '@/features/admin/shared/forms/unsaved-changes.tsx'
import { PreviewSplit } from '@/features/admin/preview/preview-split.tsx'
import type { Section } from '@contract/section.ts'
import { useSections } from '@/features/admin/shared/api/list-sections.ts'
import { arrangeHome } from '@contract/home-sections.ts'
import { DEFAULT_SITE_LANGUAGES } from '@contract/languages.ts'
import { HomeSectionsField } from './home-sections-field.tsx'
import { LanguagesField } from './languages-field.tsx'
import { PublishSwitch } from './publish-switch.tsx'
import { LookFields } from './look-fields.tsx'
import { SitePreview } from './site-preview.tsx'

function IconSelect(props: ReturnType<ReturnType<typeof useForm<SiteSettings>>['register']>) {
  const id = useId()
  return (
    <div className="admin-field">
      <label htmlFor={id}>Icon</label>
      <select {...props} id={id} className="field">
        {SOCIAL_ICONS.map((icon) => (
          <option key={icon} value={icon}>
            {SOCIAL_ICON_LABELS[icon]}
          </option>
        ))}
      </select>
    </div>
  )
}

function ThemeChoice(props: ReturnType<ReturnType<typeof useForm<SiteSettings>>['register']>) {
  const hint = useId()
  return (
    <fieldset className="admin-fieldset card" aria-describedby={hint}>
      <legend>Theme for first-time visitors</legend>
      <p id={hint} className="admin-hint">
        A visitor&apos;s own choice with the mode switch wins and is remembered.
      </p>
      {SITE_THEMES.map((theme) => (
        <label key={theme} className="admin-radio">
          <input type="radio" value={theme} {...props} /> {SITE_THEME_LABELS[theme]}
        </label>
      ))}
    </fieldset>
  )
}

function copyrightHint(from: number) {
  const hint = 'The year the site started; the footer runs it to the current year'
  return Number.isInteger(from) && from >= 1970
    ? `${hint} (© ${copyrightYears(from)}).`
    : `${hint}.`
}

/**
 * The form holds every field, each home section included (the owner's own sections too), in the
 * owner's order.
 */
const formValues = (settings: SiteSettings, sections: readonly Section[]): SiteSettings => ({
  ...settings,
  theme: settings.theme ?? DEFAULT_SITE_THEME,
  published: isPublished(settings),
  look: settings.look ?? DEFAULT_LOOK,
  languages: settings.languages ?? DEFAULT_SITE_LANGUAGES,
  homeSections: arrangeHome(
    settings.homeSections,
    sections.map((section) => section.homeKey),
  ),
})

function SettingsForm({
  settings,
  ownerName,
  sections,
}: SiteSettingsAnswer & { sections: readonly Section[] }) {
  const update = useUpdateSiteSettings()
  const form = useForm<SiteSettings>({ defaultValues: formValues(settings, sections) })
  useUnsavedChanges(form.formState.isDirty)
  // Settings brought back by Undo or History arrive as new props: the form shows them, unless
  // the owner is in the middle of changing it.
  useEffect(() => {
    if (!form.formState.isDirty) {
      form.reset(formValues(settings, sections))
    }
  }, [settings, sections, form])
  // What an empty name or title shows, as the owner types: the name is set once, on the profile.
  const shown = siteIdentity(
    { ...settings, displayName: form.watch('displayName'), siteTitle: '' },
    ownerName,
  )
  const links = useFieldArray({ control: form.control, name: 'socialLinks' })
  const onSubmit = form.handleSubmit((values) =>
    update.mutate(
      { ...values, copyrightYear: Number(values.copyrightYear) },
      { onSuccess: (answer) => form.reset(formValues(answer.updatedData, sections)) },
    ),
  )
  return (
    <form onSubmit={onSubmit} className="admin-form" noValidate>
      <PreviewSplit preview={<SitePreview control={form.control} ownerName={ownerName} />}>
        <PublishSwitch {...form.register('published')} />
        <fieldset className="admin-fieldset card">
          <legend>Identity</legend>
          <TextField
            label="Display name"
            hint={`Your name where the site names you. Leave empty to use the name on your profile (${ownerName}).`}
            placeholder={ownerName}
            {...form.register('displayName')}
          />
          <TextField
            label="Site title"
            hint={`The browser tab and link previews. Leave empty for "${shown.siteTitle}".`}
            placeholder={shown.siteTitle}
            {...form.register('siteTitle')}
          />
        </fieldset>
        <fieldset className="admin-fieldset card">
          <legend>Contact details</legend>
          <TextField label="E-mail" type="email" {...form.register('email')} />
          <TextField label="Phone" type="tel" {...form.register('phone')} />
          <TextField label="Location" {...form.register('location')} />
        </fieldset>
        <fieldset className="admin-fieldset card">
          <legend>Home page and footer</legend>
          <TextField
            label="GitHub username"
            hint="Feeds the contribution graph; leave empty to show none"
            {...form.register('githubUsername')}
          />
          <TextField
            label="Copyright year"
            hint={copyrightHint(Number(form.watch('copyrightYear')))}
            type="number"
            inputMode="numeric"
            {...form.register('copyrightYear')}
          />
        </fieldset>
        <HomeSectionsField control={form.control} sections={sections} />
        <ThemeChoice {...form.register('theme')} />
        <LanguagesField control={form.control} />
        <LookFields form={form} />
        <fieldset className="admin-fieldset card">
          <legend>Social links</legend>
          {links.fields.map((link, index) => (
            <fieldset key={link.id} className="admin-fieldset">
              <legend>Social link {index + 1}</legend>
              <TextField label="Network name" {...form.register(`socialLinks.${index}.acc`)} />
              <TextField label="Link" type="url" {...form.register(`socialLinks.${index}.link`)} />
              <IconSelect {...form.register(`socialLinks.${index}.icon`)} />
              <button
                type="button"
                className="admin-button"
                aria-label={`Remove social link ${index + 1}`}
                onClick={() => links.remove(index)}
              >
                Remove
              </button>
            </fieldset>
          ))}
          <button
            type="button"
            className="admin-button"
            onClick={() => links.append({ acc: '', link: '', icon: 'website' })}
          >
            Add link
          </button>
        </fieldset>
      </PreviewSplit>
      {/* The save bar stays in view at the bottom of the window while the form scrolls. */}
      <div className="admin-savebar">
        <button
          type="submit"
          className="admin-button admin-button-solid"
          disabled={update.isPending}
        >
          {update.isPending ? 'Saving…' : 'Save settings'}
        </button>
        <HistoryButton
          type="settings"
          id="1"
          name="the site settings"
          current={settings}
          schema={SiteSettingsSchema}
        />
      </div>
    </form>
  )
}

/** Site settings (beyond the spec): what the public site shows about the owner. */
export function SiteSettingsManager() {
  const query = useSiteSettings()
  // The home order names the owner's own sections: the form waits for them too.
  const sections = useSections()
  return (
    <QueryState query={query} loadingLabel="Loading the site settings" shape="form">
      {(answer) => (
        <QueryState query={sections} loadingLabel="Loading the site settings" shape="form">
          {(list) => <SettingsForm {...answer} sections={list} />}
        </QueryState>
      )}
    </QueryState>
  )
}
