// The fields of a stored submission as the admin reads them: the inbox cards and Find a person show the same.
import type { ReactNode } from 'react';
import { telHref } from '../../lib/tel.ts';
import { formatDateTime } from '../format.ts';
import type { ContactSubmission, EquipmentQuote } from '../types.ts';
import { DURATION_LABELS, EQUIPMENT_LABELS, SERVICE_LABELS } from '../../shared/submission-labels.ts';

function Detail({ label, children, wide = false }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? 'sm:col-span-2' : ''}>
      <dt className="text-xs font-semibold uppercase tracking-wide text-ink-muted">{label}</dt>
      <dd className="m-0 text-ink [overflow-wrap:anywhere]">{children}</dd>
    </div>
  );
}

/** The sender's address and number, each a link that writes or calls; no number, an empty field. */
function Reach({ email, phone }: { email: string; phone: string | null }) {
  const link = 'text-ink underline underline-offset-2';
  return (
    <>
      <Detail label="Email">
        <a href={`mailto:${email}`} className={link}>
          {email}
        </a>
      </Detail>
      <Detail label="Phone">
        {phone ? (
          <a href={telHref(phone)} className={link}>
            {phone}
          </a>
        ) : (
          ''
        )}
      </Detail>
    </>
  );
}

export function ContactFields({ row }: { row: ContactSubmission }) {
  return (
    <dl className="m-0 mt-2 grid gap-x-4 gap-y-2 sm:grid-cols-2">
      <Detail label="First name">{row.firstName}</Detail>
      <Detail label="Last name">{row.lastName}</Detail>
      <Detail label="Service">{SERVICE_LABELS[row.service] ?? row.service}</Detail>
      <Reach email={row.email} phone={row.phone} />
      <Detail label="Received">{formatDateTime(row.createdAt)}</Detail>
      <Detail label="Message" wide>
        <p className="m-0 whitespace-pre-wrap leading-relaxed">{row.message}</p>
      </Detail>
    </dl>
  );
}

export function QuoteFields({ row }: { row: EquipmentQuote }) {
  return (
    <dl className="m-0 mt-2 grid gap-x-4 gap-y-2 sm:grid-cols-2">
      <Detail label="Equipment type">{EQUIPMENT_LABELS[row.equipmentType] ?? row.equipmentType}</Detail>
      <Detail label="Rental duration">{DURATION_LABELS[row.rentalDuration] ?? row.rentalDuration}</Detail>
      <Detail label="Start date">{row.startDate}</Detail>
      <Detail label="Project location">{row.projectLocation}</Detail>
      <Reach email={row.email} phone={row.phone} />
      <Detail label="Received">{formatDateTime(row.createdAt)}</Detail>
      <Detail label="Project details" wide>
        <p className="m-0 whitespace-pre-wrap leading-relaxed">{row.projectDetails}</p>
      </Detail>
    </dl>
  );
}
