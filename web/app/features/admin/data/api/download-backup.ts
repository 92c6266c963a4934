import { useMutation } from '@tanstack/react-query'
import { BACKUP_PATH } from '@contract/backup.ts'
import { fetchOwnerFile, saveFile } from '@/lib/api/owner-download.ts'

const FALLBACK = 'The backup could not be made. Please try again.'

export function useDownloadBackup() {
  return useMutation({
    mutationFn: () => fetchOwnerFile(BACKUP_PATH, 'vitrine-backup.tar.gz', FALLBACK),
    onSuccess: saveFile,
    meta: { successMessage: 'Backup downloaded' },
  })
}
