// HTTPS, for an owner who is not a developer: until when the site's certificate is good, that it renews by
// itself, and in plain words what to do when it cannot.
import { useQuery } from '@tanstack/react-query';
import type { CertificateStatus, HttpsStatus } from '../../shared/certificates.ts';
import { formatDateTime } from '../format.ts';
import { keys } from '../keys.ts';
import { EmptyText, Panel, QueryView } from '../ui.tsx';

const PENDING_POLL_MS = 3_000;
const awaitingFirst = (cert: CertificateStatus) => cert.notAfter === null && cert.lastError === null;

export function HttpsPanel() {
  // While a first certificate is being obtained (no certificate, no failure yet), the panel asks again every few
  // seconds: the attempt ends within seconds of start-up, and an owner looking at the panel then sees how it went.
  const status = useQuery<HttpsStatus>({ queryKey: keys.certificates, refetchInterval: (query) => (query.state.data?.certificates.some(awaitingFirst) ? PENDING_POLL_MS : false) });
  return (
    <Panel id="https" title="HTTPS certificate">
      <QueryView query={status} loading="Loading the certificate…" rows={2} failure="Could not load the certificate status.">
        {(data) =>
          !data.managed ? (
            <EmptyText>This server does not manage HTTPS itself (DOMAIN is not set): a proxy or hosting service in front of it does.</EmptyText>
          ) : (
            <div className="grid gap-3">
              {data.certificates.map((cert) => (
                <Certificate key={cert.domains.join(',')} cert={cert} />
              ))}
            </div>
          )
        }
      </QueryView>
    </Panel>
  );
}

function Certificate({ cert }: { cert: CertificateStatus }) {
  return (
    <div className="grid gap-2 text-sm">
      <p className="m-0 font-semibold text-ink">{cert.domains.join(', ')}</p>
      {cert.notAfter ? (
        <dl className="m-0 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
          <dt className="text-ink-muted">Valid until</dt>
          <dd className="m-0">{formatDateTime(cert.notAfter)}</dd>
          <dt className="text-ink-muted">Renewed from</dt>
          <dd className="m-0">{cert.renewAt ? `${formatDateTime(cert.renewAt)}, by itself` : '—'}</dd>
        </dl>
      ) : (
        <p className="m-0 text-ink-muted">No certificate yet: the site is served over plain HTTP until one is obtained.</p>
      )}
      {cert.lastError ? (
        <p role="alert" className="m-0 flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-ink">
          <span aria-hidden="true" className="i-lucide-triangle-alert mt-0.5 h-4 w-4 shrink-0 text-amber-700" />
          <span className="grid gap-1">
            <strong>
              {cert.notAfter ? 'Renewal failed; the current certificate is still served' : 'No certificate could be obtained'}
              {cert.failures > 1 ? ` (${cert.failures} tries in a row)` : ''}.
            </strong>
            <span>{cert.lastError}</span>
            <span className="text-xs text-ink-muted">
              {cert.lastFailedAt ? `Last try ${formatDateTime(cert.lastFailedAt)}. ` : ''}
              {cert.nextAttemptAt ? `Next try ${formatDateTime(cert.nextAttemptAt)}, by itself.` : ''}
            </span>
          </span>
        </p>
      ) : null}
    </div>
  );
}
