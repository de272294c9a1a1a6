// "Same bytes, same headers": the product's answer to the exact request wrk will send, taken raw (no
// decoding), so the yardsticks can replay it and the bench can prove they did.
import { createHash } from 'node:crypto';
import { request } from 'node:http';

export interface Answer {
  status: number;
  /** Header name/value pairs as sent, minus those a server sets per connection or per second. */
  headers: [string, string][];
  body: Buffer;
}

/** Set by every HTTP server per response or connection; not part of what is being compared. */
const PER_CONNECTION = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

export function fetchAnswer(url: string, headers: Record<string, string>): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const pairs: [string, string][] = [];
        for (let i = 0; i < res.rawHeaders.length; i += 2) {
          const name = res.rawHeaders[i].toLowerCase();
          if (!PER_CONNECTION.has(name)) pairs.push([name, res.rawHeaders[i + 1]]);
        }
        resolve({ status: res.statusCode ?? 0, headers: pairs, body: Buffer.concat(chunks) });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** What differs between two answers: status, body bytes, and each header missing, extra or changed. */
export function differences(expected: Answer, actual: Answer): string[] {
  const out: string[] = [];
  if (expected.status !== actual.status) out.push(`status ${actual.status} instead of ${expected.status}`);
  if (!expected.body.equals(actual.body)) out.push(`body ${actual.body.length} B (${digest(actual.body)}) instead of ${expected.body.length} B (${digest(expected.body)})`);
  const want = headerMap(expected);
  const got = headerMap(actual);
  for (const [name, value] of want) {
    if (!got.has(name)) out.push(`no ${name}`);
    else if (got.get(name) !== value) out.push(`${name}: ${got.get(name)} instead of ${value}`);
  }
  for (const [name, value] of got) if (!want.has(name)) out.push(`extra ${name}: ${value}`);
  return out;
}

const headerMap = (a: Answer) => {
  const map = new Map<string, string>();
  for (const [name, value] of a.headers) map.set(name, map.has(name) ? `${map.get(name)}, ${value}` : value);
  return map;
};

export const digest = (body: Buffer) => `sha256 ${createHash('sha256').update(body).digest('hex').slice(0, 12)}`;
