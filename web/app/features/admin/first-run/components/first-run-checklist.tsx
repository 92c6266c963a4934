import { useState } from 'react'
import { Link } from 'react-router'
import type { FirstRunStep } from '@contract/first-run.ts'
import { IMPORT_CARD_IDS } from '@contract/profile-import.ts'
import { DeleteButton } from '@/features/admin/shared/components/delete-button.tsx'
import { useChecklist, useRemoveDemo } from '../api/first-run-api.ts'

const DATA_PAGE = '/dashboard/data'

/**
 * Each step in words, and where it is done; a step with `starts` offers several ways to do it
 * (the imports, each a card on the Data page).
 */
const STEPS: Record<
  FirstRunStep,
  { label: string; hint: string; to: string; starts?: { label: string; to: string }[] }
> = {
  photo: {
    label: 'Add your photo',
    hint: 'Profile: Update, then a photo',
    to: '/dashboard/adminprofile',
  },
  identity: {
    label: 'Your name, titles and status',
    hint: 'Profile: what the home page says first',
    to: '/dashboard/adminprofile',
  },
  links: {
    label: 'Your links',
    hint: 'Site: GitHub, LinkedIn, … instead of the examples',
    to: '/dashboard/site',
  },
  email: {
    label: 'Your e-mail for notifications',
    hint: 'Profile: Update account (reset links and messages go there)',
    to: '/dashboard/adminprofile',
  },
  import: {
    label: 'Start from what you have',
    hint: 'Fill the site in one go, see everything first, undo it for 30 days',
    to: `${DATA_PAGE}#${IMPORT_CARD_IDS.linkedin}`,
    starts: [
      { label: 'Start from LinkedIn', to: `${DATA_PAGE}#${IMPORT_CARD_IDS.linkedin}` },
      { label: 'Start from GitHub', to: `${DATA_PAGE}#${IMPORT_CARD_IDS.github}` },
      { label: 'Start from a JSON Resume file', to: `${DATA_PAGE}#${IMPORT_CARD_IDS.resume}` },
    ],
  },
  project: {
    label: 'Your first project',
    hint: 'Projects: Submit one of yours',
    to: '/dashboard/manageprojects',
  },
  demo: {
    label: 'Remove the demo content',
    hint: 'One click below; your own content stays',
    to: '/dashboard/adminprofile',
  },
  publish: {
    label: 'Publish',
    hint: 'Site: switch on Published so search engines may list your site',
    to: '/dashboard/site',
  },
}

const DISMISSED_KEY = 'first-run-dismissed'

/** Remembered in this browser: a dismissed checklist stays away until it is asked for again. */
function useDismissed(): [boolean, (value: boolean) => void] {
  // Dashboard pages render in the browser only, so localStorage is there.
  const [dismissed, setState] = useState(() => localStorage.getItem(DISMISSED_KEY) === 'true')
  return [
    dismissed,
    (value) => {
      if (value) localStorage.setItem(DISMISSED_KEY, 'true')
      else localStorage.removeItem(DISMISSED_KEY)
      setState(value)
    },
  ]
}

/**
 * The first sign-in: what makes the site the owner's (photo, name, links, e-mail, a start from
 * LinkedIn or a JSON Resume file, a project, no demo), then publishing it, with progress; each step links to where it is done. Dismissible;
 * gone once all are done.
 */
export function FirstRunChecklist() {
  const checklist = useChecklist()
  const removeDemo = useRemoveDemo()
  const [dismissed, setDismissed] = useDismissed()
  const steps = checklist.data
  if (!steps) return null
  const done = steps.filter((step) => step.done).length
  if (done === steps.length) return null
  if (dismissed) {
    return (
      <p className="mb-6">
        <button type="button" className="admin-link" onClick={() => setDismissed(false)}>
          Show the getting-started list ({done} of {steps.length} done)
        </button>
      </p>
    )
  }
  const demoLeft = steps.some((step) => step.key === 'demo' && !step.done)
  return (
    <section aria-labelledby="first-run-title" className="card first-run mb-8 p-5">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id="first-run-title" className="admin-subtitle">
          Make it yours
        </h2>
        <button type="button" className="admin-link text-sm" onClick={() => setDismissed(true)}>
          Hide this list
        </button>
      </div>
      <p className="admin-hint" id="first-run-progress">
        {done} of {steps.length} done
      </p>
      <progress
        className="first-run-progress"
        value={done}
        max={steps.length}
        aria-labelledby="first-run-progress"
      />
      <ol className="first-run-steps">
        {steps.map(({ key, done: stepDone }) => (
          <li key={key} data-done={stepDone}>
            <span className="first-run-mark" aria-hidden="true">
              {stepDone ? '✓' : ''}
            </span>
            <span>
              {stepDone || STEPS[key].starts ? (
                <span className="first-run-label">{STEPS[key].label}</span>
              ) : (
                <Link to={STEPS[key].to} className="admin-link first-run-label">
                  {STEPS[key].label}
                </Link>
              )}
              <span className="sr-only">{stepDone ? ' (done)' : ' (to do)'}</span>
              <span className="admin-hint block">{STEPS[key].hint}</span>
              {!stepDone && STEPS[key].starts && (
                <span className="first-run-starts">
                  {STEPS[key].starts.map((start) => (
                    <Link key={start.label} to={start.to} className="admin-link">
                      {start.label}
                    </Link>
                  ))}
                </span>
              )}
            </span>
          </li>
        ))}
      </ol>
      {demoLeft && (
        <div className="mt-4">
          <DeleteButton
            itemName="the demo content (its placeholder paragraphs, jobs, degrees, projects, certificates, testimonials, posts and example links; your own content and the skills stay)"
            label="Remove the demo content"
            pending={removeDemo.isPending}
            onConfirm={() => removeDemo.mutate()}
          />
        </div>
      )}
    </section>
  )
}
