import { useEffect, useId } from 'react'
import { useForm } from 'react-hook-form'
import { AnalyticsSettings as Schema, type AnalyticsSettings } from '@contract/analytics.ts'
import { QueryState } from '@/features/admin/shared/components/query-state.tsx'
import { useAudienceSettings, useSaveAudienceSettings } from '../api/audience-api.ts'

type Words = { title: string; description: string }
/** Each setting's name and explanation, as the contract words them. */
const FIELDS = Schema.properties as unknown as Record<keyof AnalyticsSettings, Words>

/** What is counted and where days start: the owner's three choices. */
export function AudienceSettings() {
  const settings = useAudienceSettings()
  return (
    <section className="card audience-settings" aria-labelledby="audience-settings-title">
      <h2 id="audience-settings-title" className="audience-list-title">
        What is counted
      </h2>
      <QueryState query={settings} loadingLabel="Loading the counting settings" shape="form">
        {(answer) => <SettingsForm settings={answer.data} timeZones={answer.timeZones ?? []} />}
      </QueryState>
    </section>
  )
}

function SettingsForm({
  settings,
  timeZones,
}: {
  settings: AnalyticsSettings
  timeZones: string[]
}) {
  const zoneId = useId()
  const zoneHint = useId()
  const save = useSaveAudienceSettings()
  const form = useForm<AnalyticsSettings>({ defaultValues: settings })
  useEffect(() => form.reset(settings), [form, settings])
  const zones = timeZones.includes(settings.timeZone)
    ? timeZones
    : [settings.timeZone, ...timeZones]
  return (
    <form className="admin-form" onSubmit={form.handleSubmit((values) => save.mutate(values))}>
      <div className="admin-field">
        <label htmlFor={zoneId}>{FIELDS.timeZone.title}</label>
        <select
          id={zoneId}
          className="field"
          aria-describedby={zoneHint}
          {...form.register('timeZone')}
        >
          {zones.map((zone) => (
            <option key={zone} value={zone}>
              {zone.replaceAll('_', ' ')}
            </option>
          ))}
        </select>
        <p id={zoneHint} className="admin-hint">
          {FIELDS.timeZone.description}. Days already counted keep the dates they had.
        </p>
      </div>
      <Toggle name="respectDoNotTrack" form={form} />
      <Toggle name="countOwnVisits" form={form} />
      <div>
        <button
          type="submit"
          className="admin-button admin-button-solid"
          disabled={save.isPending || !form.formState.isDirty}
        >
          Save
        </button>
      </div>
    </form>
  )
}

function Toggle({
  name,
  form,
}: {
  name: 'respectDoNotTrack' | 'countOwnVisits'
  form: ReturnType<typeof useForm<AnalyticsSettings>>
}) {
  const hint = useId()
  return (
    <div>
      <label className="admin-checkbox">
        <input type="checkbox" aria-describedby={hint} {...form.register(name)} />
        <span className="font-semibold">{FIELDS[name].title}</span>
      </label>
      <p id={hint} className="admin-hint">
        {FIELDS[name].description}.
      </p>
    </div>
  )
}
