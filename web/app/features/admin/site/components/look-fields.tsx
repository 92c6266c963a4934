import { useId } from 'react'
import { useWatch, type UseFormReturn } from 'react-hook-form'
import { accentAdjustments } from '@contract/accent-palette.ts'
import {
  CUSTOM_CSS_MAX,
  DENSITIES,
  DENSITY_LABELS,
  LOOK_PRESETS,
  PRESETS,
  ROUNDNESS,
  ROUNDNESS_LABELS,
  type LookPreset,
} from '@contract/site-look.ts'
import type { SiteSettings } from '@contract/site-settings.ts'

const HEX = /^#[0-9a-f]{6}$/i

/**
 * The owner's look: a preset (choosing one also takes its accent), the accent as a colour well
 * and as hex text, corners, spacing and custom CSS. The preview beside the form shows all of it
 * before anything is saved; the form says when the accent had to move to stay readable.
 */
export function LookFields({ form }: { form: UseFormReturn<SiteSettings> }) {
  const ids = {
    accent: useId(),
    accentText: useId(),
    note: useId(),
    css: useId(),
    cssHint: useId(),
  }
  const look = useWatch({ control: form.control, name: 'look' })
  const accent = look?.accent ?? ''
  const notes = look && HEX.test(accent) ? accentAdjustments({ ...look, accent }) : []
  const setAccent = (value: string) =>
    form.setValue('look.accent', value, { shouldDirty: true, shouldValidate: false })
  const presetField = form.register('look.preset', {
    onChange: (event: { target: { value: string } }) =>
      setAccent(PRESETS[event.target.value as LookPreset].accent),
  })
  return (
    <fieldset className="admin-fieldset card look-fields">
      <legend>Look</legend>
      <fieldset className="admin-fieldset">
        <legend>Preset</legend>
        {LOOK_PRESETS.map((preset) => (
          <label key={preset} className="admin-radio look-preset">
            <input type="radio" value={preset} {...presetField} />
            <span>
              <strong>{PRESETS[preset].label}</strong>
              <span className="admin-hint"> {PRESETS[preset].description}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <div className="admin-field">
        <label htmlFor={ids.accent}>Accent colour</label>
        <span className="admin-hint" id={`${ids.accent}-hint`}>
          Links, numbers and the main button. Any colour: the site adjusts its shades so text stays
          readable in both modes.
        </span>
        <div className="look-accent">
          <input
            id={ids.accent}
            type="color"
            className="look-accent-well"
            value={HEX.test(accent) ? accent.toLowerCase() : '#000000'}
            onChange={(event) => setAccent(event.target.value)}
            aria-describedby={`${ids.accent}-hint ${ids.note}`}
          />
          <label htmlFor={ids.accentText} className="sr-only">
            Accent colour as hex
          </label>
          <input
            id={ids.accentText}
            className="field look-accent-text"
            spellCheck={false}
            autoComplete="off"
            {...form.register('look.accent')}
            aria-describedby={ids.note}
          />
        </div>
        <p id={ids.note} className="admin-hint look-accent-note" aria-live="polite">
          {HEX.test(accent)
            ? notes.length > 0
              ? notes.join(' ')
              : 'Readable as it is in both modes.'
            : 'Write the colour as #rrggbb, e.g. #22d3ee.'}
        </p>
      </div>
      <fieldset className="admin-fieldset">
        <legend>Corners</legend>
        {ROUNDNESS.map((value) => (
          <label key={value} className="admin-radio">
            <input type="radio" value={value} {...form.register('look.roundness')} />{' '}
            {ROUNDNESS_LABELS[value]}
          </label>
        ))}
      </fieldset>
      <fieldset className="admin-fieldset">
        <legend>Spacing</legend>
        {DENSITIES.map((value) => (
          <label key={value} className="admin-radio">
            <input type="radio" value={value} {...form.register('look.density')} />{' '}
            {DENSITY_LABELS[value]}
          </label>
        ))}
      </fieldset>
      <div className="admin-field">
        <label htmlFor={ids.css}>Custom CSS</label>
        <span id={ids.cssHint} className="admin-hint">
          For what the settings do not reach; applied last on every public page. No @import and no
          url() to other sites; at most {CUSTOM_CSS_MAX.toLocaleString('en')} characters.
        </span>
        <textarea
          id={ids.css}
          className="field look-css"
          rows={8}
          spellCheck={false}
          maxLength={CUSTOM_CSS_MAX}
          aria-describedby={ids.cssHint}
          {...form.register('look.customCss')}
        />
      </div>
    </fieldset>
  )
}
