// Backups, for an owner who is not a developer: download a copy now, see that the daily ones happen, and be
// told plainly when they need attention.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useToast } from '../../components/toast.tsx';
import type { BackupFile, BackupStatus, OffsiteStatus, ReplicaStatus } from '../../shared/backups.ts';
import { failureText, formatDateTime, formatSize } from '../format.ts';
import { isUnauthorized } from '../session.ts';
import { downloadFile } from '../submissions/csv-download.ts';
import { keys } from '../keys.ts';
import { BUTTON, EmptyText, Panel, QueryView } from '../ui.tsx';

/** "3 hours ago", "2 days ago": how old a backup is, in the words an owner uses. */
export function ageOf(iso: string, now = Date.now()): string {
  const minutes = Math.max(0, Math.round((now - Date.parse(iso)) / 60_000));
  if (minutes < 60) return minutes <= 1 ? 'just now' : `${minutes} minutes ago`;
  const hours = Math.round(minutes / 60);
  if (hours < 48) return `${hours} hour${hours === 1 ? '' : 's'} ago`;
  return `${Math.round(hours / 24)} days ago`;
}

/**
 * The whole site in one file: fetched through the API client, so that when the last password or passkey is older
 * than 10 minutes the panel asks for one again (the server refuses a plain link then), and saved from a Blob.
 */
function DownloadBackup() {
  const { toast } = useToast();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const name = await downloadFile('/api/admin/backup', 'site-backup.db');
      toast({ title: 'Backup downloaded', description: `Saved as ${name}. Keep it somewhere safe: it holds every enquiry.` });
    } catch (error) {
      if (!isUnauthorized(error)) toast({ title: 'No backup downloaded', description: failureText(error, 'Please try again.'), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" className={BUTTON.primary} disabled={busy} onClick={download}>
      <span aria-hidden="true" className="i-lucide-download h-4 w-4" />
      {busy ? 'Preparing the backup...' : 'Download a backup now'}
    </button>
  );
}

export function BackupsPanel() {
  const status = useQuery<BackupStatus>({ queryKey: keys.backupStatus });
  const list = useQuery<BackupFile[]>({ queryKey: keys.backups });
  return (
    <Panel
      id="backups"
      title="Backups"
      actions={<DownloadBackup />}
    >
      <div className="grid gap-3">
        <p className="m-0 text-sm text-ink-muted">
          One file holds the whole site: pages, pictures, settings and every enquiry. A copy is also made by itself once a
          day{status.data ? ` and kept for ${status.data.keepDays} days` : ''}.
        </p>
        {status.data?.warning ? (
          <p role="alert" className="m-0 flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-ink">
            <span aria-hidden="true" className="i-lucide-triangle-alert mt-0.5 h-4 w-4 shrink-0 text-amber-700" />
            {status.data.warning}
          </p>
        ) : null}
        <QueryView query={list} loading="Loading backups…" rows={2} failure="Could not load the list of backups." empty={<EmptyText>No automatic backup yet. The first is made within an hour of the server starting.</EmptyText>}>
          {(data) => (
          <table className="w-full border-collapse text-sm">
            <caption className="sr-only">Automatic backups, newest first</caption>
            <thead>
              <tr className="text-left text-ink-muted">
                <th scope="col" className="py-1 pr-3 font-semibold">Made</th>
                <th scope="col" className="py-1 pr-3 font-semibold">Age</th>
                <th scope="col" className="py-1 text-right font-semibold">Size</th>
              </tr>
            </thead>
            <tbody>
              {data.map((backup) => (
                <tr key={backup.name} className="border-t border-surface-line">
                  <td className="py-2 pr-3">{formatDateTime(backup.createdAt)}</td>
                  <td className="py-2 pr-3 text-ink-muted">{ageOf(backup.createdAt)}</td>
                  <td className="py-2 text-right tabular-nums">{formatSize(backup.size)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          )}
        </QueryView>
        {status.data?.dir ? <ReplicaLine replica={status.data.replica} /> : null}
        {status.data?.dir ? <OffsiteLine offsite={status.data.offsite} /> : null}
        {status.data?.dir ? (
          <p className="m-0 text-xs text-ink-muted">
            Kept on the server in <code>{status.data.dir}</code>
            {status.data.commandConfigured ? ', and copied elsewhere after each one (BACKUP_COMMAND).' : '. Set BACKUP_COMMAND to copy each one to another place.'}
          </p>
        ) : null}
      </div>
    </Panel>
  );
}

/** The live copy (Litestream): what is protected, how old the newest copy is, plainly; the details in a fold. */
function ReplicaLine({ replica }: { replica: ReplicaStatus | null }) {
  if (!replica) {
    return (
      <p className="m-0 text-sm text-ink-muted">
        <strong className="text-ink">Live copy:</strong> not set up. Between two daily backups, new enquiries exist only on this
        server. Ask your technician to turn on the live copy (README, Continuous replication).
      </p>
    );
  }
  const behind = replica.lagSeconds >= 60 || replica.error;
  return (
    <div className="grid gap-1 text-sm text-ink-muted">
      <p className="m-0">
        <strong className="text-ink">Live copy:</strong> every change to the site — enquiries, pages, photos — is copied to
        another place within seconds{replica.encrypted ? ', locked with your key' : ''}.{' '}
        {replica.lastSyncAt ? `Newest copy: ${formatDateTime(replica.lastSyncAt)} (${ageOf(replica.lastSyncAt)}).` : 'No copy has arrived yet.'}
      </p>
      {behind ? (
        <p role="alert" className="m-0 text-red-700">
          The live copy is {replica.lagSeconds >= 60 ? `${Math.round(replica.lagSeconds / 60)} minutes` : 'a little'} behind. The site works
          as usual; your technician has been e-mailed when it is more than a few minutes.
        </p>
      ) : null}
      {replica.lastVerify ? (
        <p className="m-0">
          Last check that it can be brought back: {formatDateTime(replica.lastVerify.at)}, {replica.lastVerify.ok ? 'it could' : 'it failed'}.
        </p>
      ) : null}
      <details className="text-xs">
        <summary className="cursor-pointer">For your technician</summary>
        <p className="m-0 mt-1">
          Replica <code>{replica.url}</code>, {replica.encrypted ? 'age-encrypted' : 'not encrypted (REPLICA_AGE_KEY unset)'}, lag{' '}
          {replica.lagSeconds} s{replica.error ? `, last error: ${replica.error}` : ''}
          {replica.lastVerify ? `. Last drill: ${replica.lastVerify.summary}` : ''}.
        </p>
      </details>
    </div>
  );
}

/** Where the copies off this server go, the last one sent, and its failure: or how to start sending them. */
function OffsiteLine({ offsite }: { offsite: OffsiteStatus | null }) {
  if (!offsite) {
    return (
      <p className="m-0 text-sm text-ink-muted">
        <strong className="text-ink">Off-site:</strong> not set up. If this server is lost, its backups go with it: set OFFSITE_BACKUP_URL (and
        OFFSITE_BACKUP_KEY to encrypt them) to send every backup to a storage bucket elsewhere.
      </p>
    );
  }
  const how = offsite.encrypted ? 'encrypted on this server first' : 'not encrypted: set OFFSITE_BACKUP_KEY';
  return (
    <p className="m-0 text-sm text-ink-muted">
      <strong className="text-ink">Off-site:</strong> every backup is also sent to <code>{offsite.where}</code> ({how}).{' '}
      {offsite.lastCopy
        ? `Last copy ${formatDateTime(offsite.lastCopy.at)} (${ageOf(offsite.lastCopy.at)}), ${formatSize(offsite.lastCopy.size)}.`
        : 'None sent since the server started.'}
      {offsite.lastError ? <span className="block text-red-700">The last one failed: {offsite.lastError}</span> : null}
    </p>
  );
}
