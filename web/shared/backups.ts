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
  /** With REPLICA_URL set: the copy Litestream keeps up to date within seconds; null otherwise. */
  replica: ReplicaStatus | null;
}

export interface ReplicaStatus {
  /** Where the replica is, without a password: "sftp://backup@host/metrik", "s3://bucket/site at https://…". */
  url: string;
  /** Whether it is encrypted with age (REPLICA_AGE_KEY). */
  encrypted: boolean;
  /** Seconds since the replica was last known to hold every change; 0 when it is current. */
  lagSeconds: number;
  /** The newest point that can be restored: when the replica was last known to hold every change. */
  lastSyncAt: string | null;
  /** The last error (storage unreachable, key refused…); null once a sync succeeds again. */
  error: string | null;
  /** The last drill (`replica verify`): a restore of the newest state, checked and compared with the live file. */
  lastVerify: ReplicaVerifyResult | null;
}

export interface ReplicaVerifyResult {
  at: string;
  ok: boolean;
  /** One sentence: what was restored and how it compares, or what failed. */
  summary: string;
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
