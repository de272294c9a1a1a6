// What the admin API says about backups (GET /api/admin/backups and /backups/status): written by the server's
// automatic backups (src/ops/auto-backup.ts), read by the Settings → Backups panel.

export interface BackupFile {
  name: string;
  size: number;
  createdAt: string;
}

export interface BackupStatus {
  /** Where the automatic backups go; null when the database lives in memory. */
  dir: string | null;
  keepDays: number;
  commandConfigured: boolean;
  lastAttemptAt: string | null;
  lastError: string | null;
  commandError: string | null;
  newest: BackupFile | null;
  /** A sentence for the admin when backups need attention, else null. */
  warning: string | null;
  /** With OFFSITE_BACKUP_URL set: the copies sent to a bucket after each backup; null otherwise. */
  offsite: OffsiteStatus | null;
}

export interface OffsiteStatus {
  /** "s3://bucket/prefix at https://endpoint". */
  where: string;
  /** Whether copies are encrypted (OFFSITE_BACKUP_KEY set) before they leave the machine. */
  encrypted: boolean;
  lastAttemptAt: string | null;
  lastCopy: { name: string; size: number; at: string } | null;
  lastError: string | null;
}
