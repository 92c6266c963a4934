import { Fragment, useId, useState, type ReactNode } from 'react'
import { useForm } from 'react-hook-form'
import { IMPORT_CARD_IDS } from '@contract/profile-import.ts'
import type { ResumeSectionChange } from '@contract/resume.ts'
import { errorMessage } from '@/lib/api/api-client.ts'
import { useDownloadBackup } from '../api/download-backup.ts'
import { useExportResume } from '../api/export-resume.ts'
import { useImportResume, usePreviewResumeImport } from '../api/import-resume.ts'
import { DemoNotice } from './demo-notice.tsx'
import { GitHubImport } from './github-import.tsx'
import { LinkedInImport } from './linkedin-import.tsx'
import { RecentImports, UndoNotice } from './recent-imports.tsx'
import { ScheduledBackups } from './scheduled-backups.tsx'

function changeText(change: ResumeSectionChange): string {
  if (change.action === 'keep') return 'Kept as it is (not in the file)'
  if (change.section === 'profile' || change.section === 'contact') {
    return change.existing ? 'Replaced' : 'Added'
  }
  const entries = (n: number) => `${n} ${n === 1 ? 'entry' : 'entries'}`
  const text = change.existing
    ? `${entries(change.incoming)} replace the ${entries(change.existing)} there now`
    : `${entries(change.incoming)} added`
  return change.note ? `${text}. ${change.note}` : text
}

/** A titled section with one button that downloads a file (the export, the backup). */
function DownloadSection({
  id,
  title,
  hint,
  action,
  busyAction,
  download,
}: {
  id: string
  title: string
  hint: ReactNode
  action: string
  busyAction: string
  download: { isPending: boolean; mutate: () => void }
}) {
  return (
    <section aria-labelledby={id} className="admin-form">
      <h2 id={id} className="admin-subtitle">
        {title}
      </h2>
      <p className="admin-hint">{hint}</p>
      <div>
        <button
          type="button"
          className="admin-button admin-button-solid"
          disabled={download.isPending}
          onClick={() => download.mutate()}
        >
          {download.isPending ? busyAction : action}
        </button>
      </div>
    </section>
  )
}

function ExportSection() {
  const exportResume = useExportResume()
  return (
    <DownloadSection
      id="export-title"
      title="Export"
      hint="Downloads all your content as a JSON Resume file (resume.json). Images are links to this site."
      action="Export resume.json"
      busyAction="Exporting…"
      download={exportResume}
    />
  )
}

function BackupSection() {
  const backup = useDownloadBackup()
  return (
    <DownloadSection
      id="backup-title"
      title="Backup"
      hint={
        <>
          Downloads one archive of every record, image and setting (never your password or any
          secret), the same as <code>npm run backup</code>. Restore it on the server with{' '}
          <code>npm run restore</code>, or keep backups on the server below and restore them from
          here.
        </>
      }
      action="Download a backup"
      busyAction="Making the backup…"
      download={backup}
    />
  )
}

interface ImportForm {
  file: FileList
}

function ImportSection() {
  const fileId = useId()
  const form = useForm<ImportForm>()
  const preview = usePreviewResumeImport()
  const apply = useImportResume()
  const [document, setDocument] = useState<unknown>()
  const [problem, setProblem] = useState<string>()

  const onPreview = form.handleSubmit(async ({ file }) => {
    apply.reset()
    setProblem(undefined)
    setDocument(undefined)
    preview.reset()
    const chosen = file?.[0]
    if (!chosen) return setProblem('Choose a .json file first')
    let parsed: unknown
    try {
      parsed = JSON.parse(await chosen.text())
    } catch {
      return setProblem(`${chosen.name} is not a JSON file`)
    }
    try {
      await preview.mutateAsync(parsed)
      setDocument(parsed)
    } catch (error) {
      setProblem(errorMessage(error))
    }
  })

  const cancel = () => {
    setDocument(undefined)
    preview.reset()
    form.reset()
  }

  const onApply = () =>
    apply.mutate(document, {
      onSuccess: () => cancel(),
    })

  const summary = document !== undefined ? preview.data?.data.summary : undefined
  const imported = apply.data?.data.import
  return (
    <section id={IMPORT_CARD_IDS.resume} aria-labelledby="import-title" className="admin-form import-card">
      <h2 id="import-title" className="admin-subtitle">
        Import a JSON Resume file
      </h2>
      <p className="admin-hint">
        Reads a JSON Resume file. Each section in the file replaces that part of your portfolio;
        sections the file does not have stay as they are. Image URLs are kept as links.
      </p>
      <form onSubmit={onPreview} className="admin-form" noValidate>
        <div className="admin-field">
          <label htmlFor={fileId}>Resume file (.json)</label>
          <input
            id={fileId}
            type="file"
            accept="application/json,.json"
            className="field"
            aria-describedby={problem ? `${fileId}-problem` : undefined}
            {...form.register('file')}
          />
        </div>
        {problem && (
          <p id={`${fileId}-problem`} role="alert" className="admin-error">
            {problem}
          </p>
        )}
        <div>
          <button type="submit" className="admin-button" disabled={preview.isPending}>
            {preview.isPending ? 'Checking…' : 'Preview import'}
          </button>
        </div>
      </form>
      {summary && (
        <div role="region" aria-labelledby="preview-title" className="admin-fieldset card">
          <h3 id="preview-title" className="admin-subtitle">
            What the import will change
          </h3>
          <dl className="admin-details">
            {summary.map((change) => (
              <Fragment key={change.section}>
                <dt>{change.name}</dt>
                <dd>{changeText(change)}</dd>
              </Fragment>
            ))}
          </dl>
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              className="admin-button admin-button-solid"
              disabled={apply.isPending}
              onClick={onApply}
            >
              {apply.isPending ? 'Importing…' : 'Import'}
            </button>
            <button type="button" className="admin-button" onClick={cancel}>
              Cancel
            </button>
          </div>
        </div>
      )}
      {imported && !summary && <UndoNotice imported={imported} />}
    </section>
  )
}

/**
 * The Data page: imports (LinkedIn's data export, GitHub's repositories, a JSON Resume file), the portfolio as a JSON
 * Resume file, a full backup to download, and backups that run by themselves.
 */
export function DataManager() {
  return (
    <div className="admin-sections">
      <DemoNotice />
      <LinkedInImport />
      <GitHubImport />
      <ImportSection />
      <RecentImports />
      <ExportSection />
      <BackupSection />
      <ScheduledBackups />
    </div>
  )
}
