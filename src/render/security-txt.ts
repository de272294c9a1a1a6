// GET /.well-known/security.txt (RFC 9116): where someone who finds a flaw in the site tells the
// company. The contact is the company's e-mail from Settings (else the contact page), the expiry always ahead: a
// fresh one is written for each request, valid for 180 days (the RFC asks for less than a year).
import type { Context } from 'hono';
import { readPublicSettings } from '../content/settings.ts';
import type { Services } from '../services.ts';
import { originFor } from './seo.ts';

export const SECURITY_TXT_PATH = '/.well-known/security.txt';
const VALID_DAYS = 180;

function securityTxt(origin: string, email: string, now: Date): string {
  const expires = new Date(now.getTime() + VALID_DAYS * 86_400_000);
  expires.setUTCHours(0, 0, 0, 0);
  const contact = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/.test(email) ? `mailto:${email}` : `${origin}/contact`;
  return [`Contact: ${contact}`, `Expires: ${expires.toISOString().replace('.000Z', 'Z')}`, 'Preferred-Languages: en', `Canonical: ${origin}${SECURITY_TXT_PATH}`, ''].join('\n');
}

/** GET /.well-known/security.txt */
export function getSecurityTxt(s: Services) {
  return (c: Context) =>
    c.body(securityTxt(originFor(s.db, c), readPublicSettings(s.db).email.trim(), new Date(s.now())), 200, {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'public, max-age=86400',
    });
}
