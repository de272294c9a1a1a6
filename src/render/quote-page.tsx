// The client's quote page (docs/product.md § Quotes): server-rendered, no script, the brand's colours and heading
// face, readable on a 375 px phone; Accept is a plain form post. Expired and withdrawn quotes say so instead.
import { renderToString } from 'react-dom/server';
import { dayMonthYear, formatNairaKobo, longDate, type QuoteSummary } from '../../web/shared/quotes.ts';
import type { QuoteCompany } from '../submissions/quotes.ts';

/** The quote as the client sees it: the desk's summary of it, the company as it was, and who it is for. */
export interface QuotePageProps
  extends Pick<QuoteSummary, 'number' | 'status' | 'items' | 'vatPercent' | 'subtotal' | 'vat' | 'total' | 'validUntil' | 'createdAt' | 'acceptedAt' | 'notes' | 'pdfUrl' | 'supersededBy'> {
  company: QuoteCompany;
  clientName: string;
  reference: string;
  acceptUrl: string;
  displayFontUrl: string;
}

const CSS = `
*{box-sizing:border-box}
body{margin:0;background:#f8f7f4;color:#334155;font:16px/1.6 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
h1,h2,.company,.total-figure{font-family:Archivo,system-ui,sans-serif;letter-spacing:-.01em}
.band{background:#0f1e33;color:#fff;border-bottom:6px solid #f59e0b}
.wrap{max-width:880px;margin:0 auto;padding:0 16px}
.band .wrap{padding-top:24px;padding-bottom:24px;display:flex;flex-wrap:wrap;gap:8px 24px;justify-content:space-between;align-items:flex-end}
.company{margin:0;font-size:24px;line-height:1.2;font-weight:800}
.contact{margin:4px 0 0;font-size:14px;color:#cbd5e1}
.contact a{color:#fff}
.number{text-align:right}
.number small{display:block;color:#fbbf24;font-weight:700;letter-spacing:.12em;font-size:12px}
.number strong{font-family:Archivo,system-ui,sans-serif;font-size:22px}
main.wrap{padding-top:24px;padding-bottom:48px}
.card{background:#fff;border-radius:12px;box-shadow:0 1px 3px rgba(15,30,51,.12);padding:20px;margin-bottom:16px}
h1{color:#0f1e33;font-size:28px;line-height:1.2;margin:0 0 4px}
h2{color:#0f1e33;font-size:18px;margin:0 0 8px}
.meta{display:grid;grid-template-columns:repeat(auto-fit,minmax(140px,1fr));gap:12px;margin:16px 0 0;padding:0}
.meta div{margin:0}
.meta dt{font-size:12px;font-weight:700;letter-spacing:.08em;text-transform:uppercase;color:#64748b}
.meta dd{margin:0;color:#0f1e33;font-weight:600}
.meta .valid{color:#b45309}
table{width:100%;border-collapse:collapse;font-variant-numeric:tabular-nums}
th{font-size:12px;letter-spacing:.08em;text-transform:uppercase;color:#64748b;text-align:right;padding:8px;border-bottom:2px solid #e2e8f0}
th:first-child,td:first-child{text-align:left;padding-left:0}
td{padding:10px 8px;border-bottom:1px solid #e2e8f0;text-align:right;vertical-align:top}
td:last-child,th:last-child{padding-right:0}
td:last-child{color:#0f1e33}
.sums{margin:16px 0 0 auto;max-width:360px}
.sums div{display:flex;justify-content:space-between;padding:4px 0;font-variant-numeric:tabular-nums}
.sums .total{margin-top:8px;background:#0f1e33;color:#fff;border-radius:8px;padding:12px 16px;font-weight:700;align-items:baseline}
.total-figure{font-size:24px;color:#fbbf24}
.actions{display:flex;flex-wrap:wrap;gap:12px;align-items:center}
.button{display:inline-flex;align-items:center;justify-content:center;min-height:48px;padding:12px 24px;border-radius:8px;font:700 17px/1.2 system-ui,sans-serif;text-decoration:none;border:0;cursor:pointer}
.accept{background:#f59e0b;color:#0f1e33}
.accept:hover{background:#fbbf24}
.pdf{background:#fff;color:#0f1e33;border:2px solid #0f1e33}
.button:focus-visible{outline:3px solid #b45309;outline-offset:3px}
.notice{border-left:6px solid #f59e0b}
.notice.ok{border-left-color:#15803d}
.terms{white-space:pre-line;font-size:15px}
.unit-inline{display:none}
footer{font-size:14px;color:#64748b;text-align:center;padding:0 16px 32px}
@media (max-width:560px){
  .number{text-align:left}
  thead{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}
  tr{display:grid;grid-template-columns:1fr auto;gap:0 12px;padding:10px 0;border-bottom:1px solid #e2e8f0}
  td{border:0;padding:0}
  td:first-child{grid-column:1/-1;color:#0f1e33;font-weight:600}
  td.qty{text-align:left;color:#64748b;font-size:14px}
  td.unit{display:none}
  .unit-inline{display:inline}
  .sums{max-width:none}
  .button{width:100%}
}`;

const acceptedOn = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: 'Africa/Lagos', day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit' }).format(new Date(iso));

function Status({ p }: { p: QuotePageProps }) {
  if (p.status === 'accepted') {
    return (
      <section className="card notice ok" role="status">
        <h2>Accepted — thank you</h2>
        <p>
          You accepted this quote{p.acceptedAt ? ` on ${acceptedOn(p.acceptedAt)} (Port Harcourt time)` : ''}. {p.company.name} has been told and will be in touch
          about the next steps.
        </p>
      </section>
    );
  }
  if (p.status === 'expired') {
    return (
      <section className="card notice" role="status">
        <h2>This quote has expired</h2>
        <p>It was valid until {longDate(p.validUntil)} and can no longer be accepted. Contact {p.company.name} for a new one.</p>
      </section>
    );
  }
  if (p.status === 'withdrawn') {
    return (
      <section className="card notice" role="status">
        <h2>This quote has been withdrawn</h2>
        <p>
          {p.supersededBy ? `It was replaced by quote ${p.supersededBy}, sent to you separately` : `${p.company.name} withdrew it`}, so it can no longer be accepted.
        </p>
      </section>
    );
  }
  return null;
}

function QuotePage({ p }: { p: QuotePageProps }) {
  const contact = [p.company.phone, p.company.email].filter(Boolean);
  return (
    <html lang="en-NG">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        <meta name="referrer" content="no-referrer" />
        <title>{`Quote ${p.number} — ${p.company.name}`}</title>
        <style
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the page's own constant stylesheet
          dangerouslySetInnerHTML={{ __html: `@font-face{font-family:Archivo;src:url(${p.displayFontUrl}) format("woff2");font-weight:600 800;font-display:swap}${CSS}` }}
        />
      </head>
      <body>
        <header className="band">
          <div className="wrap">
            <div>
              <p className="company">{p.company.name}</p>
              {p.company.address ? <p className="contact">{p.company.address}</p> : null}
              {contact.length ? (
                <p className="contact">
                  {p.company.phone ? <a href={`tel:${p.company.phone.replace(/[^\d+]/g, '')}`}>{p.company.phone}</a> : null}
                  {p.company.phone && p.company.email ? ' · ' : ''}
                  {p.company.email ? <a href={`mailto:${p.company.email}`}>{p.company.email}</a> : null}
                </p>
              ) : null}
            </div>
            <p className="number">
              <small>QUOTE</small>
              <strong>{p.number}</strong>
            </p>
          </div>
        </header>
        <main className="wrap">
          <Status p={p} />
          <section className="card" aria-labelledby="title">
            <h1 id="title">{`Your quote, ${p.clientName}`}</h1>
            <p>{`For your enquiry ${p.reference}.`}</p>
            <dl className="meta">
              <div>
                <dt>Date</dt>
                <dd>{dayMonthYear(p.createdAt.slice(0, 10))}</dd>
              </div>
              <div>
                <dt>Valid until</dt>
                <dd className="valid">{dayMonthYear(p.validUntil)}</dd>
              </div>
              <div>
                <dt>Total</dt>
                <dd>{formatNairaKobo(p.total)}</dd>
              </div>
            </dl>
          </section>
          <section className="card" aria-labelledby="items">
            <h2 id="items">What is included</h2>
            <table>
              <thead>
                <tr>
                  <th scope="col">Description</th>
                  <th scope="col">Qty</th>
                  <th scope="col">Unit price</th>
                  <th scope="col">Amount</th>
                </tr>
              </thead>
              <tbody>
                {p.items.map((item, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the items never move
                  <tr key={i}>
                    <td>{item.description}</td>
                    <td className="qty">
                      {item.quantity.toLocaleString('en-NG', { maximumFractionDigits: 3 })}
                      <span className="unit-inline"> × {formatNairaKobo(item.unitPrice)}</span>
                    </td>
                    <td className="unit">{formatNairaKobo(item.unitPrice)}</td>
                    <td>{formatNairaKobo(item.quantity * item.unitPrice)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <div className="sums">
              <div>
                <span>Subtotal</span>
                <span>{formatNairaKobo(p.subtotal)}</span>
              </div>
              <div>
                <span>{`VAT (${p.vatPercent.toLocaleString('en-NG')} %)`}</span>
                <span>{formatNairaKobo(p.vat)}</span>
              </div>
              <div className="total">
                <span>Total</span>
                <span className="total-figure">{formatNairaKobo(p.total)}</span>
              </div>
            </div>
          </section>
          {p.notes ? (
            <section className="card" aria-labelledby="notes">
              <h2 id="notes">Notes</h2>
              <p className="terms">{p.notes}</p>
            </section>
          ) : null}
          <section className="card" aria-labelledby="next">
            <h2 id="next">{p.status === 'sent' ? 'Ready to go ahead?' : 'The quote as a file'}</h2>
            {p.status === 'sent' ? <p>Press Accept and {p.company.name} will be told at once. Nothing is paid online.</p> : null}
            <div className="actions">
              {p.status === 'sent' ? (
                <form method="post" action={p.acceptUrl}>
                  <button type="submit" className="button accept">
                    Accept this quote
                  </button>
                </form>
              ) : null}
              <a className="button pdf" href={p.pdfUrl} download={`${p.number}.pdf`}>
                Download the PDF
              </a>
            </div>
          </section>
          {p.company.terms ? (
            <section className="card" aria-labelledby="terms">
              <h2 id="terms">Terms</h2>
              <p className="terms">{p.company.terms}</p>
            </section>
          ) : null}
        </main>
        <footer>
          {p.company.name} · {p.number}
        </footer>
      </body>
    </html>
  );
}

export const renderQuotePage = (p: QuotePageProps) => `<!doctype html>${renderToString(<QuotePage p={p} />)}`;

/** The plain page for a link that names no quote. */
export const unknownQuotePage = () =>
  `<!doctype html><html lang="en-NG"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>No such quote</title><style>${CSS}</style></head><body><main class="wrap"><section class="card"><h1>No such quote</h1><p>This link does not lead to a quote. Check that it was copied whole, or ask the company that sent it for a new link.</p></section></main></body></html>`;
