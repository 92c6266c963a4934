import { useEffect, useId, useState } from 'react'
import {
  DEFAULT_RESUME_CHOICES,
  isLeftOut,
  RESUME_PAPER_LABELS,
  RESUME_PAPERS,
  RESUME_PDF_PATH,
  type ResumeChoices,
  type ResumePaper,
} from '@contract/resume-choices.ts'
import {
  resumeBound,
  type ResumeItem,
  type ResumeOutline,
  type ResumeSection,
} from '@contract/resume-outline.ts'
import { SiteSettings as SiteSettingsSchema } from '@contract/site-settings.ts'
import { useSiteSettings } from '@/features/admin/shared/api/get-site-settings.ts'
import { HistoryButton } from '@/features/admin/shared/components/history-dialog.tsx'
import { QueryState } from '@/features/admin/shared/components/query-state.tsx'
import { useUnsavedChanges } from '@/features/admin/shared/forms/unsaved-changes.tsx'
import { useUpdateSiteSettings } from '@/features/admin/shared/api/update-site-settings.ts'
import { useResumeContents } from '../api/get-resume-contents.ts'
import { ResumePdfPreview } from './resume-pdf-preview.tsx'

/** An item as a line of the list: its words, shortened, and when. */
function itemName(item: ResumeItem): string {
  const title = item.title.length > 90 ? `${item.title.slice(0, 89).trimEnd()}…` : item.title
  return [title, item.place].filter(Boolean).join(', ')
}

/** The choices with a section's or an item's state set. */
function choose(
  choices: ResumeChoices,
  section: string,
  id: string | undefined,
  shown: boolean,
): ResumeChoices {
  if (id === undefined) {
    const others = choices.leftOutSections.filter((key) => key !== section)
    return { ...choices, leftOutSections: shown ? others : [...others, section] }
  }
  const others = choices.leftOutItems.filter(
    (item) => !(item.section === section && item.id === id),
  )
  return { ...choices, leftOutItems: shown ? others : [...others, { section, id }] }
}

function SectionChoice({
  section,
  choices,
  onChange,
}: {
  section: ResumeSection
  choices: ResumeChoices
  onChange: (choices: ResumeChoices) => void
}) {
  const hint = useId()
  const sectionShown = !choices.leftOutSections.includes(section.key)
  const shownItems = section.items.filter((item) => !isLeftOut(choices, section.key, item.id))
  const bound = resumeBound(section.key)
  return (
    <li className="resume-choice">
      <label className="admin-switch resume-choice-section">
        <input
          type="checkbox"
          role="switch"
          checked={sectionShown}
          aria-describedby={hint}
          onChange={(event) =>
            onChange(choose(choices, section.key, undefined, event.target.checked))
          }
        />
        {section.title}
      </label>
      <p id={hint} className="admin-hint">
        {sectionShown
          ? shownItems.length > bound
            ? `${shownItems.length} of ${section.items.length} chosen: the résumé shows ${bound} of them and how many more, with a link to the full list`
            : `${shownItems.length} of ${section.items.length} shown`
          : `Left out (${section.items.length} ${section.items.length === 1 ? 'item' : 'items'})`}
      </p>
      {sectionShown && section.items.length > 0 && (
        <details className="resume-choice-items">
          <summary>Choose the items of {section.title}</summary>
          <ul>
            {section.items.map((item) => (
              <li key={item.id}>
                <label className="admin-checkbox">
                  <input
                    type="checkbox"
                    checked={!isLeftOut(choices, section.key, item.id)}
                    onChange={(event) =>
                      onChange(choose(choices, section.key, item.id, event.target.checked))
                    }
                  />
                  <span>
                    {itemName(item)}
                    {item.when && <span className="admin-hint"> · {item.when}</span>}
                  </span>
                </label>
              </li>
            ))}
          </ul>
        </details>
      )}
    </li>
  )
}

/** The saved choices, whatever an older record lacks. */
const savedChoices = (resume: ResumeChoices | undefined): ResumeChoices => ({
  ...DEFAULT_RESUME_CHOICES,
  ...resume,
})

function ChoicesForm({ contents }: { contents: ResumeOutline }) {
  const settingsQuery = useSiteSettings()
  const update = useUpdateSiteSettings()
  const settings = settingsQuery.data!.settings
  const saved = savedChoices(settings.resume)
  const [choices, setChoices] = useState(saved)
  const dirty = JSON.stringify(choices) !== JSON.stringify(saved)
  useUnsavedChanges(dirty)
  const savedKey = JSON.stringify(saved)
  // Choices brought back by Undo or History arrive as new settings: shown, unless being changed.
  useEffect(() => {
    if (!dirty) setChoices(JSON.parse(savedKey) as ResumeChoices)
  }, [savedKey, dirty])

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault()
    update.mutate({ ...settings, resume: choices })
  }
  const paperName = useId()
  return (
    <form onSubmit={onSubmit} className="admin-form resume-choices" noValidate>
      <div className="resume-choices-layout">
        <div className="resume-choices-fields">
          <fieldset className="admin-fieldset card">
            <legend>Paper</legend>
            {RESUME_PAPERS.map((paper) => (
              <label key={paper} className="admin-radio">
                <input
                  type="radio"
                  name={paperName}
                  value={paper}
                  checked={choices.paper === paper}
                  onChange={() => setChoices({ ...choices, paper: paper as ResumePaper })}
                />{' '}
                {RESUME_PAPER_LABELS[paper]}
              </label>
            ))}
            <p className="admin-hint">
              A visitor can still ask for the other one: {RESUME_PDF_PATH}?paper=
              {choices.paper === 'a4' ? 'letter' : 'a4'}.
            </p>
          </fieldset>
          <fieldset className="admin-fieldset card">
            <legend>Home page</legend>
            <label className="admin-switch">
              <input
                type="checkbox"
                role="switch"
                checked={choices.heroPdf}
                onChange={(event) => setChoices({ ...choices, heroPdf: event.target.checked })}
              />
              The Résumé button downloads the PDF
            </label>
            <p className="admin-hint">
              Off: it opens the /resume page, which has its own Download PDF button.
            </p>
          </fieldset>
          <fieldset className="admin-fieldset card">
            <legend>Sections and items</legend>
            <p className="admin-hint">
              In your home page&apos;s order (Site settings). Whatever you leave out is left out of
              the /resume page too. A long section shows its first items on the résumé (featured
              projects first) and a line saying how many more, with a link to its full list.
            </p>
            {contents.sections.length === 0 ? (
              <p>Nothing to show yet: add your experience, projects or skills first.</p>
            ) : (
              <ul className="resume-choice-list">
                {contents.sections.map((section) => (
                  <SectionChoice
                    key={section.key}
                    section={section}
                    choices={choices}
                    onChange={setChoices}
                  />
                ))}
              </ul>
            )}
          </fieldset>
        </div>
        <ResumePdfPreview choices={choices} />
      </div>
      <div className="admin-savebar">
        <button
          type="submit"
          className="admin-button admin-button-solid"
          disabled={update.isPending}
        >
          {update.isPending ? 'Saving…' : 'Save résumé'}
        </button>
        <a className="admin-button" href={RESUME_PDF_PATH} target="_blank" rel="noopener">
          Download the PDF
        </a>
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

/** The résumé page of the dashboard: what /resume and /resume.pdf hold, with the PDF's preview. */
export function ResumeChoicesManager() {
  const contents = useResumeContents()
  const settings = useSiteSettings()
  return (
    <QueryState query={settings} loadingLabel="Loading the résumé" shape="form">
      {() => (
        <QueryState query={contents} loadingLabel="Loading the résumé" shape="form">
          {(outline) => <ChoicesForm contents={outline} />}
        </QueryState>
      )}
    </QueryState>
  )
}
