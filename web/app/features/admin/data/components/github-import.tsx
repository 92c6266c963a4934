import { useEffect, useId, useMemo, useState } from 'react'
import type { GitHubImportBody, GitHubRepository, RefreshItem } from '@contract/github-import.ts'
import { IMPORT_CARD_IDS, type ImportSummary } from '@contract/profile-import.ts'
import type { SiteSettings } from '@contract/site-settings.ts'
import { DEFAULT_PROFILE_IMAGE_URL } from '@contract/user-details.ts'
import { errorMessage } from '@/lib/api/api-client.ts'
import { useSiteSettings } from '@/features/admin/shared/api/get-site-settings.ts'
import { useUserDetailsList } from '@/features/admin/profile/api/list-user-details.ts'
import {
  useApplyGitHubImport,
  useApplyGitHubRefresh,
  useGitHubRepositories,
  usePreviewGitHubImport,
  usePreviewGitHubRefresh,
} from '../api/import-github.ts'
import {
  initialChoices,
  plural,
  PlanChoices,
  type Choices,
} from './linkedin-import.tsx'
import { UndoNotice } from './recent-imports.tsx'

/** The site's GitHub username, else the account its GitHub link names. */
function suggestedUsername(settings: SiteSettings | undefined): string {
  if (!settings) return ''
  if (settings.githubUsername) return settings.githubUsername
  for (const { link } of settings.socialLinks) {
    const match = /^https?:\/\/(?:www\.)?github\.com\/([A-Za-z0-9-]{1,39})\/?$/i.exec(link)
    if (match) return match[1]!
  }
  return ''
}

const pushedOn = (iso: string) =>
  iso === '' ? '' : new Date(iso).toLocaleDateString(undefined, { dateStyle: 'medium' })

/** One repository of the listing: a checkbox with what the owner chooses by. */
function RepositoryRow({
  repository,
  checked,
  onChange,
}: {
  repository: GitHubRepository
  checked: boolean
  onChange: (checked: boolean) => void
}) {
  const facts = [
    repository.language,
    repository.stars > 0 ? `${repository.stars} ★` : '',
    repository.fork ? 'fork' : '',
    repository.archived ? 'archived' : '',
    repository.pushedAt ? `pushed ${pushedOn(repository.pushedAt)}` : '',
  ].filter(Boolean)
  return (
    <li className="import-item" data-status="new">
      <label className="admin-checkbox import-item-choice">
        <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} />
        <span className="import-item-words">
          <span className="import-item-title">{repository.name}</span>
          {repository.description && (
            <span className="admin-hint block">{repository.description}</span>
          )}
          <span className="admin-hint block">{facts.join(' · ')}</span>
          {(repository.topics.length > 0 || repository.homepage) && (
            <span className="admin-hint block">
              {[repository.topics.join(', '), repository.homepage].filter(Boolean).join(' · ')}
            </span>
          )}
        </span>
      </label>
    </li>
  )
}

/** "Refresh from GitHub": what would change, project by project, then apply. */
function RefreshPanel() {
  const preview = usePreviewGitHubRefresh()
  const apply = useApplyGitHubRefresh()
  const [leftOut, setLeftOut] = useState<Set<string>>(new Set())
  const [done, setDone] = useState<ImportSummary>()
  const items: RefreshItem[] | undefined = preview.data
  const changing = (items ?? []).filter((item) => item.changes.length > 0)
  const chosen = changing.filter((item) => !leftOut.has(item.id)).length
  return (
    <div className="admin-fieldset">
      <h3 className="admin-field-label font-semibold">Refresh from GitHub</h3>
      <p className="admin-hint">
        Projects imported from GitHub take the description, tools and live link GitHub has now,
        only where you have not changed them since. Nothing is removed.
      </p>
      <div>
        <button
          type="button"
          className="admin-button"
          disabled={preview.isPending}
          onClick={() => {
            setDone(undefined)
            setLeftOut(new Set())
            preview.mutate()
          }}
        >
          {preview.isPending ? 'Asking GitHub…' : 'Check for changes'}
        </button>
      </div>
      {preview.isError && (
        <p role="alert" className="admin-error">
          {errorMessage(preview.error)}
        </p>
      )}
      {done && <UndoNotice imported={done} />}
      {items && !done && (
        <div role="region" aria-label="What a refresh would change" className="import-preview">
          {items.length === 0 && (
            <p role="status">Nothing to refresh: your projects are as GitHub has them.</p>
          )}
          <ul className="import-items">
            {items.map((item) => (
              <li key={item.id} className="import-item" data-status={item.problem ? 'problem' : 'new'}>
                <label className="admin-checkbox import-item-choice">
                  <input
                    type="checkbox"
                    disabled={item.changes.length === 0}
                    checked={item.changes.length > 0 && !leftOut.has(item.id)}
                    onChange={(event) => {
                      const next = new Set(leftOut)
                      if (event.target.checked) next.delete(item.id)
                      else next.add(item.id)
                      setLeftOut(next)
                    }}
                  />
                  <span className="import-item-words">
                    <span className="import-item-title">{item.title}</span>
                    {item.problem && <span className="block text-sm">{item.problem}</span>}
                    {item.changes.map((change) => (
                      <span key={change.field} className="admin-hint block">
                        {change.label}: “{change.from || 'empty'}” → “{change.to || 'empty'}”
                      </span>
                    ))}
                    {item.kept.length > 0 && (
                      <span className="admin-hint block">
                        Kept as you wrote: {item.kept.map((kept) => kept.label).join(', ')}
                      </span>
                    )}
                  </span>
                </label>
              </li>
            ))}
          </ul>
          {changing.length > 0 && (
            <div>
              <button
                type="button"
                className="admin-button admin-button-solid"
                disabled={apply.isPending || chosen === 0}
                onClick={() =>
                  apply.mutate([...leftOut], { onSuccess: (answer) => setDone(answer.data) })
                }
              >
                {apply.isPending ? 'Refreshing…' : `Refresh ${plural(chosen, 'project')}`}
              </button>
            </div>
          )}
          {apply.isError && (
            <p role="alert" className="admin-error">
              {errorMessage(apply.error)}
            </p>
          )}
        </div>
      )}
    </div>
  )
}

/**
 * "Import from GitHub" on the Data page: name an account (the site's GitHub username to start
 * with), tick repositories among its public ones, preview them as projects (new, already there:
 * skip or replace), import them in one step, undo it later; and refresh imported projects.
 */
export function GitHubImport() {
  const usernameId = useId()
  const settings = useSiteSettings()
  const [username, setUsername] = useState('')
  const [hideForks, setHideForks] = useState(true)
  const [hideArchived, setHideArchived] = useState(false)
  const [readme, setReadme] = useState(true)
  const [avatar, setAvatar] = useState<boolean>()
  const [ticked, setTicked] = useState<Set<string>>(new Set())
  const [request, setRequest] = useState<GitHubImportBody>()
  const [choices, setChoices] = useState<Choices>()
  const [imported, setImported] = useState<ImportSummary>()
  const [problem, setProblem] = useState<string>()
  const listing = useGitHubRepositories()
  const preview = usePreviewGitHubImport()
  const apply = useApplyGitHubImport()

  const profile = useUserDetailsList()
  // Offered ticked only when the profile has no photo of its own: never replaces one unasked.
  const hasPhoto = (profile.data ?? []).some(
    (details) => details.userimage !== DEFAULT_PROFILE_IMAGE_URL,
  )
  const useAvatar = avatar ?? (profile.isSuccess && !hasPhoto)
  const suggested = suggestedUsername(settings.data?.settings)
  useEffect(() => {
    if (suggested) setUsername((typed) => typed || suggested)
  }, [suggested])

  const shown = useMemo(
    () =>
      (listing.data ?? []).filter(
        (repository) => !(hideForks && repository.fork) && !(hideArchived && repository.archived),
      ),
    [listing.data, hideForks, hideArchived],
  )
  const chosenNames = (listing.data ?? [])
    .filter((repository) => ticked.has(repository.name))
    .map((repository) => repository.name)
  const plan = request ? preview.data : undefined

  const onList = (event: React.FormEvent) => {
    event.preventDefault()
    setProblem(undefined)
    setRequest(undefined)
    setImported(undefined)
    setTicked(new Set())
    if (username.trim() === '') return setProblem('Type a GitHub username first')
    listing.mutate(username.trim(), { onError: (error) => setProblem(errorMessage(error)) })
  }

  const onPreview = async () => {
    setProblem(undefined)
    const body: GitHubImportBody = {
      username: username.trim(),
      repositories: chosenNames,
      readme,
      avatar: useAvatar,
    }
    try {
      const read = await preview.mutateAsync(body)
      setChoices(initialChoices(read))
      setRequest(body)
    } catch (error) {
      setProblem(errorMessage(error))
    }
  }

  const cancel = () => {
    setRequest(undefined)
    setChoices(undefined)
    preview.reset()
  }

  const onApply = () => {
    if (!request || !choices) return
    apply.mutate(
      {
        ...request,
        choices: { leaveOut: [...choices.leftOut], replace: [...choices.replaced] },
      },
      {
        onSuccess: (answer) => {
          setImported(answer.data)
          setTicked(new Set())
          cancel()
          // Done with this listing: listing again shows what is now imported as already there.
          listing.reset()
        },
        onError: (error) => setProblem(errorMessage(error)),
      },
    )
  }

  const setAllShown = (on: boolean) => {
    const next = new Set(ticked)
    for (const repository of shown) {
      if (on) next.add(repository.name)
      else next.delete(repository.name)
    }
    setTicked(next)
  }

  return (
    <section
      id={IMPORT_CARD_IDS.github}
      aria-labelledby="github-title"
      className="admin-form import-card"
    >
      <h2 id="github-title" className="admin-subtitle">
        Import from GitHub
      </h2>
      <p className="admin-hint">
        Your public repositories become projects: name, description, tools from the language and
        topics, the GitHub and live links, and the README as a draft case study if you like. Only
        public data is read, and nothing of GitHub is kept beyond what you import. You see
        everything before it is added.
      </p>
      <form onSubmit={onList} className="admin-form" noValidate>
        <div className="admin-field">
          <label htmlFor={usernameId}>GitHub username</label>
          <input
            id={usernameId}
            className="field"
            autoComplete="off"
            spellCheck={false}
            value={username}
            aria-describedby={problem ? `${usernameId}-problem` : undefined}
            onChange={(event) => setUsername(event.target.value)}
          />
        </div>
        {problem && (
          <p id={`${usernameId}-problem`} role="alert" className="admin-error">
            {problem}
          </p>
        )}
        <div>
          <button type="submit" className="admin-button" disabled={listing.isPending}>
            {listing.isPending ? 'Asking GitHub…' : 'List repositories'}
          </button>
        </div>
      </form>
      {imported && <UndoNotice imported={imported} />}
      {listing.data && !plan && (
        <div role="region" aria-labelledby="github-repositories-title" className="import-preview">
          <h3 id="github-repositories-title" className="admin-subtitle">
            {plural(listing.data.length, 'public repository', 'public repositories')}
          </h3>
          <div className="flex flex-wrap gap-x-6 gap-y-2">
            <label className="admin-checkbox">
              <input
                type="checkbox"
                checked={hideForks}
                onChange={(event) => setHideForks(event.target.checked)}
              />
              Hide forks
            </label>
            <label className="admin-checkbox">
              <input
                type="checkbox"
                checked={hideArchived}
                onChange={(event) => setHideArchived(event.target.checked)}
              />
              Hide archived
            </label>
            <label className="admin-checkbox">
              <input
                type="checkbox"
                checked={readme}
                onChange={(event) => setReadme(event.target.checked)}
              />
              Each README as a draft case study
            </label>
            <label className="admin-checkbox">
              <input
                type="checkbox"
                checked={useAvatar}
                onChange={(event) => setAvatar(event.target.checked)}
              />
              Use your GitHub avatar as your profile photo
            </label>
          </div>
          <div className="flex flex-wrap gap-x-4">
            <button type="button" className="admin-link" onClick={() => setAllShown(true)}>
              Tick all shown
            </button>
            <button type="button" className="admin-link" onClick={() => setAllShown(false)}>
              Untick all shown
            </button>
          </div>
          <ul className="import-items import-repositories" aria-label="Repositories">
            {shown.map((repository) => (
              <RepositoryRow
                key={repository.name}
                repository={repository}
                checked={ticked.has(repository.name)}
                onChange={(on) => {
                  const next = new Set(ticked)
                  if (on) next.add(repository.name)
                  else next.delete(repository.name)
                  setTicked(next)
                }}
              />
            ))}
          </ul>
          <div className="admin-savebar">
            <button
              type="button"
              className="admin-button admin-button-solid"
              disabled={preview.isPending || chosenNames.length === 0}
              onClick={() => void onPreview()}
            >
              {preview.isPending
                ? 'Reading…'
                : `Preview ${plural(chosenNames.length, 'repository', 'repositories')}`}
            </button>
          </div>
        </div>
      )}
      {plan && choices && (
        <div role="region" aria-labelledby="github-preview-title" className="import-preview">
          <h3 id="github-preview-title" className="admin-subtitle">
            What the import will add
          </h3>
          <p className="admin-hint">
            Untick what you do not want. A repository that looks like a project already there (the
            same title or GitHub link) is skipped unless you choose Replace.
          </p>
          <PlanChoices
            plan={plan}
            choices={choices}
            onChange={setChoices}
            noun="project"
            importing={apply.isPending}
            onImport={onApply}
            onCancel={cancel}
            note={
              request?.avatar &&
              plan.problems.length === 0 && (
                <p className="admin-hint">
                  Profile photo: your GitHub avatar (undone with the import).
                </p>
              )
            }
          />
        </div>
      )}
      <RefreshPanel />
    </section>
  )
}
