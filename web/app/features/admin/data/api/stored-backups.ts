import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  BACKUPS_PATHS,
  type BackupDestination,
  type BackupListResponse,
  type BackupSettings,
  type BackupSettingsInput,
  type StoredBackup,
} from '@contract/backup.ts'
import { ownerRequest } from '@/lib/api/api-client.ts'
import { fetchOwnerFile, saveFile } from '@/lib/api/owner-download.ts'

const BACKUPS_KEY = ['admin', 'backups'] as const
const SETTINGS_KEY = ['admin', 'backups', 'settings'] as const

export interface BackupSettingsAnswer {
  data: BackupSettings
  timeZones: string[]
}

const storedBackupsQueryOptions = () =>
  queryOptions({
    queryKey: [...BACKUPS_KEY, 'list'],
    queryFn: () => ownerRequest<BackupListResponse>(BACKUPS_PATHS.list),
  })

export const useStoredBackups = () => useQuery(storedBackupsQueryOptions())

export const useBackupSettings = () =>
  useQuery({
    queryKey: SETTINGS_KEY,
    queryFn: () => ownerRequest<BackupSettingsAnswer>(BACKUPS_PATHS.settings),
  })

/** Saves the schedule and destinations; the list (next run, destinations) is fetched again. */
export function useSaveBackupSettings() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (settings: BackupSettingsInput) =>
      ownerRequest<BackupSettingsAnswer & { message: string }>(BACKUPS_PATHS.settings, {
        method: 'PUT',
        json: settings,
      }),
    onSuccess: (answer) => {
      queryClient.setQueryData<BackupSettingsAnswer>(SETTINGS_KEY, answer)
      return queryClient.invalidateQueries({ queryKey: BACKUPS_KEY })
    },
  })
}

export function useBackUpNow() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () =>
      ownerRequest<{ data: StoredBackup[]; message: string }>(BACKUPS_PATHS.list, {
        method: 'POST',
      }),
    // A failure is in the list's status too.
    onSettled: () => queryClient.invalidateQueries({ queryKey: BACKUPS_KEY }),
  })
}

export function useDownloadStoredBackup() {
  return useMutation({
    mutationFn: (backup: Pick<StoredBackup, 'where' | 'name'>) =>
      fetchOwnerFile(
        BACKUPS_PATHS.download(backup.where, backup.name),
        backup.name,
        'The backup could not be downloaded. Please try again.',
      ),
    onSuccess: saveFile,
    meta: { successMessage: 'Backup downloaded' },
  })
}

/** Restores a stored backup: every list the dashboard has loaded is fetched again. */
export function useRestoreBackup() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({
      where,
      name,
      passphrase,
    }: {
      where: BackupDestination
      name: string
      passphrase?: string
    }) =>
      ownerRequest<{ message: string; before: StoredBackup[] }>(
        BACKUPS_PATHS.restore(where, name),
        { method: 'POST', json: passphrase ? { passphrase } : {} },
      ),
    onSuccess: () => queryClient.invalidateQueries(),
  })
}
