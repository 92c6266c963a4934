import { useId, useState, type ReactNode } from 'react'
import {
  IMPORT_CARD_IDS,
  type ImportChoices,
  type ImportItem,
  type ImportPlan,
  type ImportSection,
  type ImportSummary,
} from '@contract/profile-import.ts'
import { errorMessage } from '@/lib/api/api-client.ts'
import {
  archiveOf,
  useApplyLinkedInImport,
  usePreviewLinkedInImport,
} from '../api/import-linkedin.ts'
import { UndoNotice } from './recent-imports.tsx'

/** What the owner chose in the preview, item by item. */
export interface Choices {
  leftOut: Set<string>
  replaced: Set<string>
  created: Set<string>
}

export const initialChoices = (plan: ImportPlan): Choices => ({
  leftOut: new Set(),
  replaced: new Set(),
  // Sections the site has none of are made unless the owner says no: that is what fills the site.
  created: new Set(plan.sections.flatMap((section) => (section.create ? [section.key] : []))),
})

export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`

function sectionCounts(section: ImportSection): string {
  const count = (status: ImportItem['status']) =>
    section.items.filter((item) => item.status === status).length
  const parts = [
    count('new') && `${count('new')} new`,
    count('duplicate') && `${plural(count('duplicate'), 'already there', 'already there')}`,
    count('problem') && plural(count('problem'), 'problem'),
  ].filter(Boolean)
  return parts.join(', ')
}

/** Whether an item will be written, as chosen. */
function isChosen(section: ImportSection, item: ImportItem, choices: Choices): boolean {
  if (choices.leftOut.has(item.id)) return false
  if (section.create && !choices.created.has(section.key)) return false
  if (item.status === 'new') return true
  return item.status === 'duplicate' && choices.replaced.has(item.id)
}

/** How many items the import will write, as chosen (none before a preview). */
const chosenCount = (plan: ImportPlan | undefined, choices: Choices | undefined) =>
  plan && choices
    ? plan.sections.reduce(
        (sum, section) =>
          sum + section.items.filter((item) => isChosen(section, item, choices)).length,
        0,
      )
    : 0

function toggle(set: Set<string>, key: string, on: boolean): Set<string> {
  const next = new Set(set)
  if (on) next.add(key)
  else next.delete(key)
  return next
}

function ItemRow({
  section,
  item,
  choices,
  onChange,
}: {
  section: ImportSection
  item: ImportItem
  choices: Choices
  onChange: (choices: Choices) => void
}) {
  const name = useId()
  const words = (
    <span className="import-item-words">
      <span className="import-item-title">{item.title}</span>
      {item.detail && <span className="admin-hint block">{item.detail}</span>}
      {item.note && <span className="admin-hint block">{item.note}</span>}
    </span>
  )
  if (item.status === 'problem') {
    return (
      <li className="import-item" data-status="problem">
        <span className="import-item-mark" aria-hidden="true">
          !
        </span>
        <span className="import-item-words">
          <span className="import-item-title">{item.title}</span>
          <span className="block text-sm">
            Not imported: {item.problem}{' '}
            <span className="admin-hint">
              ({item.file}, row {item.row})
            </span>
          </span>
        </span>
      </li>
    )
  }
  const disabled = Boolean(section.create && !choices.created.has(section.key))
  if (item.status === 'duplicate') {
    const replace = choices.replaced.has(item.id) && !choices.leftOut.has(item.id)
    const choose = (value: boolean) =>
      onChange({
        ...choices,
        replaced: toggle(choices.replaced, item.id, value),
        leftOut: toggle(choices.leftOut, item.id, false),
      })
    return (
      <li className="import-item" data-status="duplicate">
        <div role="radiogroup" aria-labelledby={`${name}-words`} className="import-duplicate">
          <span id={`${name}-words`} className="import-item-words">
            <span className="import-item-title">{item.title}</span>
            {item.detail && <span className="admin-hint block">{item.detail}</span>}
            <span className="admin-hint block">Looks like “{item.existing}”, already there</span>
          </span>
          <span className="flex flex-wrap gap-x-4">
            <label className="admin-radio">
              <input
                type="radio"
                name={name}
                disabled={disabled}
                checked={!replace}
                onChange={() => choose(false)}
              />
              Skip
            </label>
            <label className="admin-radio">
              <input
                type="radio"
                name={name}
                disabled={disabled}
                checked={replace}
                onChange={() => choose(true)}
              />
              Replace
            </label>
          </span>
        </div>
      </li>
    )
  }
  return (
    <li className="import-item" data-status="new">
      <label className="admin-checkbox import-item-choice">
        <input
          type="checkbox"
          disabled={disabled}
          checked={!choices.leftOut.has(item.id)}
          onChange={(event) =>
            onChange({ ...choices, leftOut: toggle(choices.leftOut, item.id, !event.target.checked) })
          }
        />
        {words}
      </label>
    </li>
  )
}

function SectionPreview({
  section,
  choices,
  onChange,
}: {
  section: ImportSection
  choices: Choices
  onChange: (choices: Choices) => void
}) {
  const titleId = useId()
  return (
    <section aria-labelledby={titleId} className="import-section">
      <h4 id={titleId} className="import-section-title">
        {section.name} <span className="admin-hint font-normal">· {sectionCounts(section)}</span>
      </h4>
      {section.create && (
        <label className="admin-checkbox">
          <input
            type="checkbox"
            checked={choices.created.has(section.key)}
            onChange={(event) =>
              onChange({
                ...choices,
                created: toggle(choices.created, section.key, event.target.checked),
              })
            }
          />
          <span>
            Create the section “{section.create.name}” at /{section.create.address}
            <span className="admin-hint block">You have no section for these yet</span>
          </span>
        </label>
      )}
      <ul className="import-items">
        {section.items.map((item) => (
          <ItemRow
            key={item.id}
            section={section}
            item={item}
            choices={choices}
            onChange={onChange}
          />
        ))}
      </ul>
    </section>
  )
}

/**
 * A previewed import's problems, its sections to untick, and the buttons that import what is
 * still ticked or cancel; `note` sits between the problems and the sections.
 */
export function PlanChoices({
  plan,
  choices,
  onChange,
  noun,
  importing,
  onImport,
  onCancel,
  note,
}: {
  plan: ImportPlan
  choices: Choices
  onChange: (choices: Choices) => void
  /** What one chosen item is called on the import button ("item", "project"). */
  noun: string
  importing: boolean
  onImport: () => void
  onCancel: () => void
  note?: ReactNode
}) {
  const chosen = chosenCount(plan, choices)
  return (
    <>
      {plan.problems.length > 0 && (
        <ul className="admin-banner">
          {plan.problems.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      )}
      {note}
      {plan.sections.map((section) => (
        <SectionPreview key={section.key} section={section} choices={choices} onChange={onChange} />
      ))}
      <div className="admin-savebar">
        <button
          type="button"
          className="admin-button admin-button-solid"
          disabled={importing || chosen === 0}
          onClick={onImport}
        >
          {importing ? 'Importing…' : `Import ${plural(chosen, noun)}`}
        </button>
        <button type="button" className="admin-button" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </>
  )
}

/**
 * "Import from LinkedIn" on the Data page: pick the ZIP of LinkedIn's data export (or some of its
 * CSV files), preview it per section, untick what is not wanted, choose skip or replace for what
 * is already there, apply it in one step, and undo it later if need be.
 */
export function LinkedInImport() {
  const fileId = useId()
  const [files, setFiles] = useState<File[]>([])
  const [archive, setArchive] = useState<Blob>()
  const [choices, setChoices] = useState<Choices>()
  const [problem, setProblem] = useState<string>()
  const [imported, setImported] = useState<ImportSummary>()
  const preview = usePreviewLinkedInImport()
  const apply = useApplyLinkedInImport()

  const plan = archive ? preview.data : undefined

  const onPreview = async (event: React.FormEvent) => {
    event.preventDefault()
    setProblem(undefined)
    setArchive(undefined)
    setImported(undefined)
    preview.reset()
    if (files.length === 0) return setProblem('Choose the ZIP of your LinkedIn export first')
    try {
      const packed = await archiveOf(files)
      const read = await preview.mutateAsync(packed)
      setChoices(initialChoices(read))
      setArchive(packed)
    } catch (error) {
      setProblem(errorMessage(error))
    }
  }

  const cancel = () => {
    setArchive(undefined)
    setChoices(undefined)
    preview.reset()
  }

  const onApply = () => {
    if (!archive || !plan || !choices) return
    const wire: ImportChoices = {
      leaveOut: [...choices.leftOut],
      replace: [...choices.replaced],
      createSections: [...choices.created],
    }
    apply.mutate(
      { archive, choices: wire },
      {
        onSuccess: (answer) => {
          setImported(answer.data)
          cancel()
        },
      },
    )
  }

  return (
    <section
      id={IMPORT_CARD_IDS.linkedin}
      aria-labelledby="linkedin-title"
      className="admin-form import-card"
    >
      <h2 id="linkedin-title" className="admin-subtitle">
        Import from LinkedIn
      </h2>
      <p className="admin-hint">
        On LinkedIn, open Settings, Data privacy, “Get a copy of your data”, and upload the ZIP it
        sends you (or some of its CSV files). Your profile, positions, education, skills,
        certifications, projects, recommendations, publications, honors and languages are read;
        connections, messages, e-mail addresses and phone numbers are never opened, and nothing of
        the upload is kept. You see everything before it is added.
      </p>
      <form onSubmit={(event) => void onPreview(event)} className="admin-form" noValidate>
        <div className="admin-field">
          <label htmlFor={fileId}>LinkedIn export (.zip, or its .csv files)</label>
          <input
            id={fileId}
            type="file"
            multiple
            accept=".zip,application/zip,.csv,text/csv"
            className="field"
            aria-describedby={problem ? `${fileId}-problem` : undefined}
            onChange={(event) => setFiles([...(event.target.files ?? [])])}
          />
        </div>
        {problem && (
          <p id={`${fileId}-problem`} role="alert" className="admin-error">
            {problem}
          </p>
        )}
        <div>
          <button type="submit" className="admin-button" disabled={preview.isPending}>
            {preview.isPending ? 'Reading…' : 'Preview import'}
          </button>
        </div>
      </form>
      {imported && <UndoNotice imported={imported} />}
      {plan && choices && (
        <div role="region" aria-labelledby="linkedin-preview-title" className="import-preview">
          <h3 id="linkedin-preview-title" className="admin-subtitle">
            What the import will add
          </h3>
          <p className="admin-hint">
            Untick what you do not want. Items that look like something already there are skipped
            unless you choose Replace.
            {plan.files.ignored.length > 0 &&
              ` Not opened: ${plan.files.ignored.slice(0, 8).join(', ')}${plan.files.ignored.length > 8 ? ` and ${plan.files.ignored.length - 8} more` : ''}.`}
          </p>
          <PlanChoices
            plan={plan}
            choices={choices}
            onChange={setChoices}
            noun="item"
            importing={apply.isPending}
            onImport={onApply}
            onCancel={cancel}
          />
        </div>
      )}
    </section>
  )
}
