import { useId } from 'react'
import { SECTION_LIMITS } from '@contract/limits.ts'
import { TextField } from '@/features/admin/shared/components/text-field.tsx'
import { MONTHS, tagsOf, type DateParts, type EndKind, type LinkValues } from '../item-values.ts'

const DAYS = Array.from({ length: 31 }, (_, index) => String(index + 1))

/** A partial date: a year, and if the owner wants, its month, and then its day. */
function DatePartsInput({
  label,
  value,
  onChange,
  invalid,
  describedBy,
  field,
}: {
  /** "Start", "End": said before each part's name. */
  label: string
  value: DateParts
  onChange: (value: DateParts) => void
  invalid: boolean
  describedBy?: string
  /** The error summary's way to this input. */
  field: string
}) {
  const id = useId()
  const set = (part: keyof DateParts, text: string) => {
    const next = { ...value, [part]: text }
    // A day belongs to a month: no month, no day.
    if (part === 'month' && !text) next.day = ''
    onChange(next)
  }
  const common = {
    className: 'field',
    'aria-invalid': invalid || undefined,
    'aria-describedby': describedBy,
  }
  return (
    <div className="section-date" role="group" aria-labelledby={`${id}-label`}>
      <span id={`${id}-label`} className="admin-field-label">
        {label}
      </span>
      <div className="section-date-parts">
        <div className="admin-field section-date-year">
          <label htmlFor={`${id}-year`}>
            <span className="sr-only">{label} </span>Year
          </label>
          <input
            id={`${id}-year`}
            {...common}
            inputMode="numeric"
            autoComplete="off"
            maxLength={4}
            value={value.year}
            data-field={field}
            onChange={(event) => set('year', event.target.value.replace(/\D/g, ''))}
          />
        </div>
        <div className="admin-field">
          <label htmlFor={`${id}-month`}>
            <span className="sr-only">{label} </span>Month
          </label>
          <select
            id={`${id}-month`}
            {...common}
            value={value.month}
            onChange={(event) => set('month', event.target.value)}
          >
            <option value="">—</option>
            {MONTHS.map((month, index) => (
              <option key={month} value={String(index + 1)}>
                {month}
              </option>
            ))}
          </select>
        </div>
        <div className="admin-field section-date-day">
          <label htmlFor={`${id}-day`}>
            <span className="sr-only">{label} </span>Day
          </label>
          <select
            id={`${id}-day`}
            {...common}
            value={value.day}
            disabled={!value.month}
            onChange={(event) => set('day', event.target.value)}
          >
            <option value="">—</option>
            {DAYS.map((day) => (
              <option key={day} value={day}>
                {day}
              </option>
            ))}
          </select>
        </div>
      </div>
    </div>
  )
}

const END_CHOICES: { kind: EndKind; label: string }[] = [
  { kind: 'none', label: 'None: a single date' },
  { kind: 'present', label: 'Present: still going on' },
  { kind: 'date', label: 'An end date' },
]

/**
 * A date or a period (the field kind `date`): the start as a year, a month or a day, and an end
 * that is none, "present" or another partial date.
 */
export function PeriodField({
  label,
  start,
  endKind,
  end,
  onChange,
  errors,
}: {
  label: string
  start: DateParts
  endKind: EndKind
  end: DateParts
  onChange: (change: { start?: DateParts; endKind?: EndKind; end?: DateParts }) => void
  errors: { start?: string; end?: string }
}) {
  const id = useId()
  const name = useId()
  const startError = `${id}-start-error`
  const endError = `${id}-end-error`
  return (
    <fieldset className="admin-fieldset section-period">
      <legend>{label}</legend>
      <p className="admin-hint">A year is enough; add the month and the day if you like.</p>
      <DatePartsInput
        label="Start"
        value={start}
        onChange={(value) => onChange({ start: value })}
        invalid={Boolean(errors.start)}
        describedBy={errors.start ? startError : undefined}
        field="start"
      />
      {errors.start && (
        <span id={startError} className="field-error">
          {errors.start}
        </span>
      )}
      <fieldset className="section-end">
        <legend className="admin-field-label">End</legend>
        <div className="section-end-choices">
          {END_CHOICES.map((choice) => (
            <label key={choice.kind} className="admin-radio">
              <input
                type="radio"
                name={name}
                value={choice.kind}
                checked={endKind === choice.kind}
                data-field={endKind === choice.kind ? 'end' : undefined}
                onChange={() => onChange({ endKind: choice.kind })}
              />
              {choice.label}
            </label>
          ))}
        </div>
      </fieldset>
      {endKind === 'date' && (
        <DatePartsInput
          label="End"
          value={end}
          onChange={(value) => onChange({ end: value })}
          invalid={Boolean(errors.end)}
          describedBy={errors.end ? endError : undefined}
          field="end-date"
        />
      )}
      {errors.end && (
        <span id={endError} className="field-error">
          {errors.end}
        </span>
      )}
    </fieldset>
  )
}

/** A link field (`link`, `link2`): its web address and the text it shows ("Slides"). */
export function LinkField({
  label,
  value,
  onChange,
  error,
  field,
}: {
  label: string
  value: LinkValues
  onChange: (value: LinkValues) => void
  error?: string
  field: string
}) {
  return (
    <fieldset className="admin-fieldset section-link">
      <legend>{label}</legend>
      <TextField
        label="Web address"
        type="url"
        inputMode="url"
        autoCapitalize="off"
        spellCheck={false}
        placeholder="https://"
        value={value.url}
        maxLength={SECTION_LIMITS.url}
        error={error}
        data-field={field}
        onChange={(event) => onChange({ ...value, url: event.target.value })}
      />
      <TextField
        label="Its text"
        hint={`What visitors click, like “${label}”`}
        value={value.label}
        maxLength={SECTION_LIMITS.linkLabel}
        onChange={(event) => onChange({ ...value, label: event.target.value })}
      />
    </fieldset>
  )
}

/** Tags typed with commas between them, shown as the chips they become. */
export function TagsField({
  label,
  value,
  onChange,
  error,
}: {
  label: string
  value: string
  onChange: (value: string) => void
  error?: string
}) {
  const tags = tagsOf(value)
  return (
    <div className="section-tags">
      <TextField
        label={label}
        hint={`Separated by commas, at most ${SECTION_LIMITS.tags}`}
        value={value}
        autoCapitalize="off"
        error={error}
        data-field="tags"
        onChange={(event) => onChange(event.target.value)}
      />
      {tags.length > 0 && (
        <ul className="section-tag-chips" aria-label={`${label} as they will show`}>
          {tags.map((tag, index) => (
            <li key={`${index} ${tag}`} className="section-tag-chip">
              {tag}
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
