// The e-mail an admin gets when their account is signed in from a browser and network not seen for it before
// (docs/product.md § Team & security tab): when (Port Harcourt time), which browser, which network, and the link that ends it.
import { lagosTime } from './mail-words.ts';

export interface NewSignIn {
  company: string;
  username: string;
  /** ISO time of the sign-in. */
  at: string;
  browser: string;
  network: string;
  /** The panel's Team & security screen, asking to end this session. */
  endLink: string;
}

/** Team & security with the session to end named: the panel asks the admin to confirm, then ends it. */
export const endSessionLink = (origin: string, sessionRef: string) => `${origin.replace(/\/+$/, '')}/admin/dashboard?tab=team&endSession=${sessionRef}`;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

export function composeNewSignInMail(signIn: NewSignIn): { subject: string; text: string; html: string } {
  const when = `${lagosTime(signIn.at)} (Port Harcourt time)`;
  const subject = `New sign-in to the ${signIn.company} admin`;
  const intro = `Your admin account "${signIn.username}" was just signed in from a browser and network it has not been signed in from before.`;
  const facts: [string, string][] = [
    ['When', when],
    ['Browser', signIn.browser],
    ['Network', signIn.network],
  ];
  const ifYou = 'If this was you, there is nothing to do.';
  const ifNot = 'If it was not you, end that session now (the panel asks you to confirm), then change your password:';
  const text = [intro, '', ...facts.map(([label, value]) => `${label}: ${value}`), '', ifYou, '', ifNot, signIn.endLink, ''].join('\n');
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px 12px;background:#f4f4f5;font-family:Arial,Helvetica,sans-serif;color:#1f2937">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border:1px solid #e4e4e7;border-radius:8px;padding:24px">
<h1 style="margin:0 0 12px;font-size:20px;line-height:1.3">${escapeHtml(subject)}</h1>
<p style="margin:0 0 16px;font-size:15px;line-height:1.5">${escapeHtml(intro)}</p>
<table role="presentation" style="border-collapse:collapse;margin:0 0 16px;font-size:15px;line-height:1.5">
${facts.map(([label, value]) => `<tr><th scope="row" style="text-align:left;padding:4px 16px 4px 0;color:#52525b;font-weight:normal;vertical-align:top">${escapeHtml(label)}</th><td style="padding:4px 0;font-weight:bold;word-break:break-word">${escapeHtml(value)}</td></tr>`).join('\n')}
</table>
<p style="margin:0 0 16px;font-size:15px;line-height:1.5">${escapeHtml(ifYou)}</p>
<p style="margin:0 0 16px;font-size:15px;line-height:1.5">${escapeHtml(ifNot)}</p>
<p style="margin:0 0 16px"><a href="${escapeHtml(signIn.endLink)}" style="display:inline-block;background:#b91c1c;color:#ffffff;text-decoration:none;padding:10px 16px;border-radius:6px;font-weight:bold">End that session</a></p>
<p style="margin:0;font-size:13px;line-height:1.5;color:#52525b;word-break:break-all">${escapeHtml(signIn.endLink)}</p>
</div></body></html>`;
  return { subject, text, html };
}
