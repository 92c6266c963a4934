/** Where the dashboard downloads a backup archive (the format of `npm run backup`). */
export const BACKUP_PATH = '/api/export/backup.tar.gz'
