import { useEffect, useId, useState } from 'react'
import { useForm, type UseFormReturn } from 'react-hook-form'
import {
  BackupSettingsInput as Schema,
  DESTINATION_LABELS,
  MIN_PASSPHRASE_LENGTH,
  REASON_LABELS,
  WEEKDAYS,
  type BackupListResponse,
  type BackupSettings,
  type BackupSettingsInput,
  type ContentSummary,
  type StoredBackup,
} from '@contract/backup.ts'
import { Dialog } from '@/features/admin/shared/components/dialog.tsx'
import { QueryState } from '@/features/admin/shared/components/query-state.tsx'
import { formatDateTime } from '@contract/dates.ts'
import { errorMessage } from '@/lib/api/api-client.ts'
import {
  useBackUpNow,
  useBackupSettings,
  useDownloadStoredBackup,
  useRestoreBackup,
  useSaveBackupSettings,
  useStoredBackups,
} from '../api/stored-backups.ts'

/** Each field's name as the contract words it. */
const S3_FIELDS = Schema.properties.s3.properties as unknown as Record<
  keyof BackupSettingsInput['s3'],
  { title: string; description?: string }
>

const when = (iso: string) => formatDateTime(iso)

function size(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`
}

function describe(summary: ContentSummary): string {
  const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`
  return [
    count(summary.entries, 'entry', 'entries'),
    count(summary.images, 'image', 'images'),
    count(summary.messages, 'message', 'messages'),
  ].join(', ')
}

/** The form's values: the settings as shown, with empty secret fields. */
function formValues(settings: BackupSettings): BackupSettingsInput {
  const { secretKeySaved: _saved, ...s3 } = settings.s3
  return {
    schedule: settings.schedule,
    time: settings.time,
    weekday: settings.weekday,
    timeZone: settings.timeZone,
    keepDaily: settings.keepDaily,
    keepWeekly: settings.keepWeekly,
    toDirectory: settings.toDirectory,
    s3: { ...s3, secretKey: '' },
    encrypt: settings.encrypt,
    passphrase: '',
  }
}

/** Backups that run by themselves: how they are doing, their settings, the stored archives. */
export function ScheduledBackups() {
  const list = useStoredBackups()
  return (
    <>
      <section aria-labelledby="scheduled-title" className="admin-form">
        <h2 id="scheduled-title" className="admin-subtitle">
          Scheduled backups
        </h2>
        <QueryState query={list} loadingLabel="Loading the backups" shape="form">
          {(answer) => <BackupStatus answer={answer} />}
        </QueryState>
        <SettingsSection />
      </section>
      <section aria-labelledby="stored-title" className="admin-form">
        <h2 id="stored-title" className="admin-subtitle">
          Stored backups
        </h2>
        <QueryState query={list} loadingLabel="Loading the stored backups" shape="list">
          {(answer) => <StoredList answer={answer} />}
        </QueryState>
      </section>
    </>
  )
}

function BackupStatus({ answer }: { answer: BackupListResponse }) {
  const backUp = useBackUpNow()
  const { status } = answer
  return (
    <div className="backup-status">
      {status.lastFailure && (
        <div role="alert" className="admin-banner backup-failure">
          <p className="font-semibold">
            The last backup failed{status.lastFailureAt ? ` (${when(status.lastFailureAt)})` : ''}
          </p>
          <p>{status.lastFailure}</p>
        </div>
      )}
      {/* A destination that cannot be listed, unless the failure above already says it. */}
      {answer.problems.filter((problem) => problem !== status.lastFailure).map((problem) => (
        <p key={problem} role="alert" className="admin-banner">
          {problem}
        </p>
      ))}
      <dl className="admin-details">
        <dt>Last backup</dt>
        <dd>{status.lastSuccessAt ? when(status.lastSuccessAt) : 'None yet'}</dd>
        <dt>Next backup</dt>
        <dd>{status.nextRunAt ? when(status.nextRunAt) : 'Not scheduled (the schedule is off)'}</dd>
      </dl>
      <div>
        <button
          type="button"
          className="admin-button admin-button-solid"
          disabled={backUp.isPending}
          onClick={() => backUp.mutate()}
        >
          {backUp.isPending ? 'Backing up…' : 'Back up now'}
        </button>
      </div>
    </div>
  )
}

function SettingsSection() {
  const settings = useBackupSettings()
  return (
    <QueryState query={settings} loadingLabel="Loading the backup settings" shape="form">
      {(answer) => <SettingsForm settings={answer.data} timeZones={answer.timeZones} />}
    </QueryState>
  )
}

function SettingsForm({ settings, timeZones }: { settings: BackupSettings; timeZones: string[] }) {
  const ids = {
    schedule: useId(),
    time: useId(),
    weekday: useId(),
    zone: useId(),
    daily: useId(),
    weekly: useId(),
    passphrase: useId(),
    passphraseHint: useId(),
    problem: useId(),
  }
  const save = useSaveBackupSettings()
  const form = useForm<BackupSettingsInput>({ defaultValues: formValues(settings) })
  const [problem, setProblem] = useState<string>()
  useEffect(() => form.reset(formValues(settings)), [form, settings])
  const schedule = form.watch('schedule')
  const toS3 = form.watch('s3.enabled')
  const encrypt = form.watch('encrypt')
  const zones = timeZones.includes(settings.timeZone) ? timeZones : [settings.timeZone, ...timeZones]

  const onSubmit = form.handleSubmit((values) => {
    setProblem(undefined)
    save.mutate(
      {
        ...values,
        weekday: Number(values.weekday),
        keepDaily: Number(values.keepDaily),
        keepWeekly: Number(values.keepWeekly),
      },
      { onError: (error) => setProblem(errorMessage(error)) },
    )
  })

  return (
    <form className="admin-form" onSubmit={onSubmit} noValidate aria-describedby={problem ? ids.problem : undefined}>
      <fieldset className="admin-fieldset">
        <legend>When</legend>
        <div className="backup-grid">
          <div className="admin-field">
            <label htmlFor={ids.schedule}>Schedule</label>
            <select id={ids.schedule} className="field" {...form.register('schedule')}>
              <option value="off">Off</option>
              <option value="daily">Every day</option>
              <option value="weekly">Every week</option>
            </select>
          </div>
          {schedule === 'weekly' && (
            <div className="admin-field">
              <label htmlFor={ids.weekday}>Day of the week</label>
              <select id={ids.weekday} className="field" {...form.register('weekday')}>
                {WEEKDAYS.map((day, index) => (
                  <option key={day} value={index}>
                    {day}
                  </option>
                ))}
              </select>
            </div>
          )}
          <div className="admin-field">
            <label htmlFor={ids.time}>Time</label>
            <input id={ids.time} type="time" className="field" {...form.register('time')} />
          </div>
          <div className="admin-field">
            <label htmlFor={ids.zone}>Time zone</label>
            <select id={ids.zone} className="field" {...form.register('timeZone')}>
              {zones.map((zone) => (
                <option key={zone} value={zone}>
                  {zone.replaceAll('_', ' ')}
                </option>
              ))}
            </select>
          </div>
        </div>
        <div className="backup-grid">
          <div className="admin-field">
            <label htmlFor={ids.daily}>Daily backups kept</label>
            <input id={ids.daily} type="number" min={1} max={366} className="field" {...form.register('keepDaily')} />
          </div>
          <div className="admin-field">
            <label htmlFor={ids.weekly}>Weekly backups kept</label>
            <input id={ids.weekly} type="number" min={0} max={520} className="field" {...form.register('keepWeekly')} />
          </div>
        </div>
        <p className="admin-hint">
          Each place keeps the newest backup of each of the last days and weeks you choose; older
          ones are deleted after a new backup has been checked.
        </p>
      </fieldset>

      <fieldset className="admin-fieldset">
        <legend>Where</legend>
        <label className="admin-checkbox">
          <input type="checkbox" {...form.register('toDirectory')} />
          <span>In the data directory, on this server</span>
        </label>
        <label className="admin-checkbox">
          <input type="checkbox" {...form.register('s3.enabled')} />
          <span>In an S3-compatible bucket (Amazon S3, Backblaze B2, MinIO, …)</span>
        </label>
        {toS3 && <S3Fields form={form} secretSaved={settings.s3.secretKeySaved} />}
        <p className="admin-hint">
          A copy on the same disk does not survive the disk: a bucket elsewhere does.
        </p>
      </fieldset>

      <fieldset className="admin-fieldset">
        <legend>Encryption</legend>
        <label className="admin-checkbox">
          <input type="checkbox" {...form.register('encrypt')} />
          <span>Encrypt the archives with a passphrase</span>
        </label>
        {encrypt && (
          <div className="admin-field">
            <label htmlFor={ids.passphrase}>Passphrase</label>
            <input
              id={ids.passphrase}
              type="password"
              autoComplete="new-password"
              className="field"
              placeholder={settings.passphraseSaved ? 'Saved: leave empty to keep it' : ''}
              aria-describedby={ids.passphraseHint}
              {...form.register('passphrase')}
            />
            <p id={ids.passphraseHint} className="admin-hint">
              At least {MIN_PASSPHRASE_LENGTH} characters. Write it down and keep it away from this
              server: <strong>a lost passphrase means a lost backup</strong>, nobody can open the
              archives without it. The server keeps it sealed with its own secret so that
              scheduled backups can use it; if this server is lost, only your copy opens them
              (with Vitrine or the <code>age</code> tool).
            </p>
          </div>
        )}
      </fieldset>

      {problem && (
        <p id={ids.problem} role="alert" className="admin-error">
          {problem}
        </p>
      )}
      <div>
        <button type="submit" className="admin-button admin-button-solid" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save backup settings'}
        </button>
      </div>
    </form>
  )
}

function S3Fields({
  form,
  secretSaved,
}: {
  form: UseFormReturn<BackupSettingsInput>
  secretSaved: boolean
}) {
  const base = useId()
  const field = (
    name: 'endpoint' | 'region' | 'bucket' | 'prefix' | 'accessKey' | 'secretKey',
    extra: { type?: string; autoComplete?: string; placeholder?: string } = {},
  ) => {
    const id = `${base}-${name}`
    const words = S3_FIELDS[name]
    return (
      <div className="admin-field">
        <label htmlFor={id}>{words.title}</label>
        <input
          id={id}
          className="field"
          type={extra.type ?? 'text'}
          autoComplete={extra.autoComplete ?? 'off'}
          spellCheck={false}
          placeholder={extra.placeholder}
          aria-describedby={words.description ? `${id}-hint` : undefined}
          {...form.register(`s3.${name}`)}
        />
        {words.description && (
          <p id={`${id}-hint`} className="admin-hint">
            {words.description}
          </p>
        )}
      </div>
    )
  }
  return (
    <div className="backup-grid">
      {field('endpoint', { type: 'url' })}
      {field('region')}
      {field('bucket')}
      {field('prefix')}
      {field('accessKey')}
      {field('secretKey', {
        type: 'password',
        autoComplete: 'new-password',
        placeholder: secretSaved ? 'Saved: leave empty to keep it' : '',
      })}
    </div>
  )
}

function StoredList({ answer }: { answer: BackupListResponse }) {
  const download = useDownloadStoredBackup()
  const [restoring, setRestoring] = useState<StoredBackup>()
  if (answer.data.length === 0) {
    return <p className="admin-hint">No backups stored yet: use “Back up now” or set a schedule.</p>
  }
  return (
    <>
      <ul className="backup-list" aria-label="Stored backups">
        {answer.data.map((backup) => (
          <li key={`${backup.where}/${backup.name}`} className="card backup-item">
            <div className="backup-item-text">
              <p className="font-semibold">{when(backup.createdAt)}</p>
              <p className="admin-hint">
                {DESTINATION_LABELS[backup.where]} · {size(backup.bytes)}
                {backup.reason ? ` · ${REASON_LABELS[backup.reason]}` : ''}
                {backup.encrypted ? ' · Encrypted' : ''}
              </p>
              <p className="admin-hint">
                {backup.checkedAt ? `Checked ${when(backup.checkedAt)}` : 'Not checked by this server'}
              </p>
            </div>
            <div className="backup-item-actions">
              <button
                type="button"
                className="admin-button"
                aria-label={`Download the backup of ${when(backup.createdAt)} (${DESTINATION_LABELS[backup.where]})`}
                onClick={() => download.mutate(backup)}
              >
                Download
              </button>
              <button
                type="button"
                className="admin-button"
                aria-label={`Restore from the backup of ${when(backup.createdAt)} (${DESTINATION_LABELS[backup.where]})`}
                onClick={() => setRestoring(backup)}
              >
                Restore from this backup
              </button>
            </div>
          </li>
        ))}
      </ul>
      <Dialog
        open={restoring !== undefined}
        title="Restore from this backup?"
        onClose={() => setRestoring(undefined)}
      >
        {restoring && (
          <RestoreConfirmation
            backup={restoring}
            current={answer.current}
            onDone={() => setRestoring(undefined)}
          />
        )}
      </Dialog>
    </>
  )
}

function RestoreConfirmation({
  backup,
  current,
  onDone,
}: {
  backup: StoredBackup
  current: ContentSummary
  onDone: () => void
}) {
  const restore = useRestoreBackup()
  const passphraseId = useId()
  const [passphrase, setPassphrase] = useState('')
  const [problem, setProblem] = useState<string>()
  const confirm = () => {
    setProblem(undefined)
    restore.mutate(
      { where: backup.where, name: backup.name, passphrase: passphrase || undefined },
      { onSuccess: onDone, onError: (error) => setProblem(errorMessage(error)) },
    )
  }
  return (
    <div className="admin-form">
      <p>
        Everything the site holds now (<strong>{describe(current)}</strong>, with the site
        settings, the history, the trash and the audience figures) will be replaced by the backup of{' '}
        <strong>{when(backup.createdAt)}</strong> from the{' '}
        {DESTINATION_LABELS[backup.where].toLowerCase()}
        {backup.content ? <> ({describe(backup.content)})</> : null}.
      </p>
      <p className="admin-hint">
        The site as it is now is backed up first, so you can come back to it. Your sign-in (username,
        password, passkeys) stays as it is.
      </p>
      {backup.encrypted && (
        <div className="admin-field">
          <label htmlFor={passphraseId}>Passphrase of this backup</label>
          <input
            id={passphraseId}
            type="password"
            className="field"
            autoComplete="off"
            value={passphrase}
            onChange={(event) => setPassphrase(event.target.value)}
            aria-describedby={`${passphraseId}-hint`}
          />
          <p id={`${passphraseId}-hint`} className="admin-hint">
            Leave empty to use the passphrase saved in the settings.
          </p>
        </div>
      )}
      {problem && (
        <p role="alert" className="admin-error">
          {problem}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className="admin-button admin-button-solid"
          disabled={restore.isPending}
          onClick={confirm}
        >
          {restore.isPending ? 'Restoring…' : 'Replace everything with this backup'}
        </button>
        <button type="button" className="admin-button" onClick={onDone}>
          Cancel
        </button>
      </div>
    </div>
  )
}
