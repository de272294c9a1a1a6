// Replies come back (docs/product.md § Replies from the mailbox), against a real IMAP server: dovecot on 127.0.0.1,
// started here with a throwaway configuration (apt-get install dovecot-imapd), and the real product (build first)
// reading it with IMAP_URL. The desk answers an enquiry; the client's answer to that e-mail appears on the right
// enquiry within one read of the mailbox, stays one entry however often the mailbox is read, and reaches the panel
// as text; a stranger's guessed reference is not attached; a closed enquiry is flagged when the client writes
// again and its assignee is told; a restart reads on from where the mailbox was left (kept in the data file): nothing is
// read twice, and a message that came while the server was down is read however old; a wrong password shows in
// /healthz and in the panel, and the site keeps serving.
// SHOTS_DIR=/some/dir saves the timeline with an incoming reply at 375 and 1280 px.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { after, before, describe, test } from 'node:test';
import { ADMIN, ADMIN_ENV } from '../../../src/testing/admin.ts';
import { api, openAdmin } from '../../../src/testing/admin-panel.ts';
import { startDovecot, type Dovecot } from '../../../src/testing/dovecot.ts';
import { startSite, type Site } from '../../../src/testing/site.ts';
import { fakeSmtpServer } from '../../../src/testing/smtp.ts';
import { startServer } from '../../../src/testing/server.ts';

const SHOTS = process.env.SHOTS_DIR;
const POLL_SECONDS = 2;

interface Reply {
  direction: 'in' | 'out';
  channel: string;
  from?: string;
  subject: string | null;
  body: string | null;
  sentAt: string;
  attachments?: { name: string; size: number }[];
}
interface Detail {
  read: boolean;
  status: string;
  replies: Reply[];
  clientWroteAgain: boolean;
}

describe('replies read from the company mailbox', () => {
  let dovecot: Dovecot;
  let site: Site;
  let mail: Awaited<ReturnType<typeof fakeSmtpServer>>;
  let token: string;

  before(async () => {
    dovecot = await startDovecot();
    mail = await fakeSmtpServer();
    site = await startSite({
      SMTP_URL: `smtp://127.0.0.1:${(mail.server.address() as AddressInfo).port}`,
      IMAP_URL: dovecot.url(),
      IMAP_POLL_SECONDS: String(POLL_SECONDS),
    });
    token = (await api(site, 'POST', '/api/admin/login', undefined, { username: ADMIN.username, password: ADMIN.password })).json.token;
  });
  after(async () => {
    await site?.stop();
    await dovecot?.stop();
    mail?.server.close();
  });

  /** A contact enquiry from `email`, answered by the desk: its id and the Message-ID the desk's e-mail carried. */
  async function answeredEnquiry(email: string, firstName: string): Promise<{ id: number; messageId: string }> {
    const sent = await api(site, 'POST', '/api/contact', undefined, { firstName, lastName: 'Okafor', email, service: 'real-estate', message: 'Is the Rumuibekwe flat still free?' });
    assert.equal(sent.status, 201, sent.text);
    const id = sent.json.id as number;
    const before = mail.received.length;
    const reply = await api(site, 'POST', `/api/admin/submissions/contact/${id}/reply`, token, { subject: 'Your enquiry', body: 'Yes, it is. When can you visit?' });
    assert.equal(reply.status, 201, reply.text);
    const out = mail.received.slice(before).find((m) => m.includes(`To: ${email}`));
    assert.ok(out, 'the desk e-mailed the client');
    const messageId = /^Message-ID: <([^>]+)>/im.exec(out)?.[1];
    assert.ok(messageId, `the desk's e-mail carries a Message-ID:\n${out.slice(0, 600)}`);
    return { id, messageId };
  }

  const detail = async (id: number) => (await api(site, 'GET', `/api/admin/submissions/contact/${id}`, token)).json as Detail;
  const incoming = async (id: number) => (await detail(id)).replies.filter((r) => r.direction === 'in');

  async function until<T>(what: string, read: () => Promise<T | undefined>, ms = POLL_SECONDS * 1000 + 3000): Promise<T> {
    const deadline = Date.now() + ms;
    for (;;) {
      const value = await read();
      if (value !== undefined) return value;
      if (Date.now() > deadline) throw new Error(`not within ${ms} ms: ${what}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  test("the client's answer to the desk's e-mail appears on its enquiry within one read, as text, once, and the enquiry is unread", async () => {
    const client = 'chiamaka.reply@example.ng';
    const { id, messageId } = await answeredEnquiry(client, 'Chiamaka');
    await api(site, 'PATCH', `/api/admin/submissions/contact/${id}`, token, { read: true });
    assert.equal((await detail(id)).read, true);
    const ownId = `client-${Date.now()}@example.ng`;
    const html =
      '<html><head><style>p{color:red}</style><script>alert("stolen")</script></head><body><p>Saturday at 10 works &amp; I will bring my wife.</p>' +
      '<img src="https://tracker.example.com/pixel.gif"><p>Chiamaka &lt;3</p></body></html>';
    const boundary = 'b0undary';
    const delivered = Date.now();
    await dovecot.deliver(
      [
        `From: Chiamaka Okafor <${client}>`,
        'To: info@metrikgroup.ng',
        'Subject: Re: Your enquiry [contact #' + id + ']',
        `Message-ID: <${ownId}>`,
        `In-Reply-To: <${messageId}>`,
        `References: <${messageId}>`,
        `Date: ${new Date().toUTCString()}`,
        'MIME-Version: 1.0',
        `Content-Type: multipart/mixed; boundary="${boundary}"`,
        '',
        `--${boundary}`,
        'Content-Type: text/html; charset=utf-8',
        '',
        html,
        `--${boundary}`,
        'Content-Type: application/pdf; name="floor-plan.pdf"',
        'Content-Disposition: attachment; filename="floor-plan.pdf"',
        'Content-Transfer-Encoding: base64',
        '',
        Buffer.from('%PDF-1.4 pretend plan').toString('base64'),
        `--${boundary}--`,
        '',
      ].join('\n'),
    );
    const [reply] = await until('the reply on its enquiry', async () => {
      const list = await incoming(id);
      return list.length > 0 ? list : undefined;
    });
    console.log(`# delivered → on the enquiry in ${Date.now() - delivered} ms (IMAP_POLL_SECONDS=${POLL_SECONDS}, IDLE)`);
    assert.equal(reply.channel, 'email');
    assert.equal(reply.from, client);
    assert.equal(reply.subject, `Re: Your enquiry [contact #${id}]`);
    assert.match(reply.body ?? '', /Saturday at 10 works & I will bring my wife\./);
    assert.match(reply.body ?? '', /Chiamaka <3/);
    assert.doesNotMatch(reply.body ?? '', /alert|stolen|color:red|tracker|<p>|&amp;/);
    assert.deepEqual(reply.attachments, [{ name: 'floor-plan.pdf', size: 21 }]);
    const now = await detail(id);
    assert.equal(now.read, false, 'unread again');
    const list = (await api(site, 'GET', '/api/contact', token)).json as { id: number; read: boolean }[];
    assert.equal(list.find((r) => r.id === id)?.read, false, 'unread in the list too');

    // Read again and again (and the same message delivered twice): still one entry.
    await dovecot.deliver([`From: ${client}`, `Subject: Re: Your enquiry`, `Message-ID: <${ownId}>`, `In-Reply-To: <${messageId}>`, '', 'copy'].join('\n'));
    await new Promise((resolve) => setTimeout(resolve, POLL_SECONDS * 2000 + 500));
    assert.equal((await incoming(id)).length, 1, 'one entry per Message-ID');

    const health = (await api(site, 'GET', '/healthz', token)).json;
    assert.equal(health.mailbox.ok, true, JSON.stringify(health.mailbox));

    if (SHOTS) {
      for (const width of [1280, 375]) {
        const { page, close } = await openAdmin(site, { width, tab: null });
        try {
          // The tab's name carries the unread count.
          await page.getByRole('tab', { name: /^Submissions/ }).click();
          await page.getByRole('article', { name: /from Chiamaka Okafor/ }).getByRole('button', { name: /^Open/ }).click();
          const dialog = page.getByRole('dialog', { name: 'Chiamaka Okafor' });
          await dialog.getByText('Saturday at 10 works').waitFor();
          const timeline = dialog.locator('section[aria-labelledby="enquiry-timeline"]');
          // The sign-in toast would cover the client's words at 375 px; the incoming reply is brought on screen.
          await page.locator('li[data-variant][data-state="open"]').getByRole('button').first().click().catch(() => undefined);
          await page.locator('li[data-variant]').waitFor({ state: 'detached', timeout: 5000 }).catch(() => undefined);
          await dialog.getByText('floor-plan.pdf').scrollIntoViewIfNeeded();
          await page.screenshot({ path: `${SHOTS}/mailbox-timeline-${width}.png` });
          await timeline.screenshot({ path: `${SHOTS}/mailbox-timeline-only-${width}.png` });
        } finally {
          await close();
        }
      }
    }
  });

  test("a stranger's guessed reference is not attached; the client's own address with the subject's reference is, and anyone's answer to the desk's own e-mail", async () => {
    const client = 'emeka.owner@example.ng';
    const { id, messageId } = await answeredEnquiry(client, 'Emeka');
    const stamp = Date.now();
    await dovecot.deliver([`From: stranger@evil.example`, `Subject: Re: [contact #${id}]`, `Message-ID: <s1-${stamp}@evil.example>`, '', 'Send me his number'].join('\n'));
    await dovecot.deliver(
      [`From: stranger@evil.example`, 'Subject: hello', `Message-ID: <s2-${stamp}@evil.example>`, `In-Reply-To: <desk-00000000-0000-4000-8000-000000000000@metrikgroup.ng>`, '', 'Guessing'].join('\n'),
    );
    await dovecot.deliver([`From: ${client.toUpperCase()}`, `Subject: About my enquiry [contact #${id}]`, `Message-ID: <own-${stamp}@example.ng>`, '', 'I wrote from my phone'].join('\n'));
    // His site manager answers the desk's e-mail from another address: the threading headers are enough.
    await dovecot.deliver([`From: site.manager@emeka-builders.ng`, 'Subject: Re: Your enquiry', `Message-ID: <mgr-${stamp}@emeka-builders.ng>`, `In-Reply-To: <${messageId}>`, '', 'I handle the site for Emeka'].join('\n'));
    await until('both answers', async () => {
      const list = await incoming(id);
      return list.length > 1 ? list : undefined;
    });
    await new Promise((resolve) => setTimeout(resolve, POLL_SECONDS * 1000 + 500));
    assert.deepEqual((await incoming(id)).map((r) => r.body).sort(), ['I handle the site for Emeka', 'I wrote from my phone'], "the client's own and the answer to the desk's e-mail, not the stranger's");
    assert.equal((await incoming(id)).find((r) => r.body === 'I handle the site for Emeka')?.from, 'site.manager@emeka-builders.ng');
  });

  test('a won enquiry is flagged "client wrote again" and its assignee is told', async () => {
    const colleague = await api(site, 'POST', '/api/admin/admins', token, { username: 'bayo', email: 'bayo@metrikgroup.ng', password: 'first-passphrase-123' });
    assert.equal(colleague.status, 201, colleague.text);
    const client = 'ngozi.won@example.ng';
    const { id, messageId } = await answeredEnquiry(client, 'Ngozi');
    await api(site, 'PATCH', `/api/admin/submissions/contact/${id}`, token, { status: 'won', assigneeId: colleague.json.id });
    assert.equal((await detail(id)).clientWroteAgain, false);
    const before = mail.received.length;
    await dovecot.deliver([`From: ${client}`, 'Subject: One more question', `Message-ID: <again-${Date.now()}@example.ng>`, `References: <${messageId}>`, '', 'Can I add parking?'].join('\n'));
    await until('the marker', async () => ((await detail(id)).clientWroteAgain ? true : undefined));
    const told = await until('the e-mail to bayo', async () =>
      mail.received.slice(before).find((m) => m.includes('To: bayo@metrikgroup.ng') && m.includes(`Subject: The client answered [contact #${id}]`)),
    );
    assert.match(told.replace(/=\r\n/g, ''), /the client wrote again/);

    // The inbox's card says so too, in words and in its name, on a phone's cards as on the desktop's two lists.
    const row = ((await api(site, 'GET', '/api/contact', token)).json as { id: number; clientWroteAgain: boolean }[]).find((r) => r.id === id);
    assert.equal(row?.clientWroteAgain, true, 'the list row carries it');
    for (const width of [1280, 375]) {
      const { page, close, watch } = await openAdmin(site, { width, tab: null });
      try {
        await page.getByRole('tab', { name: /^Submissions/ }).click();
        const card = page.getByRole('article', { name: 'Unread: Client wrote again: message from Ngozi Okafor' });
        const marker = card.getByText('Client wrote again', { exact: true });
        await marker.waitFor();
        assert.ok(await marker.isVisible(), 'shown, not only announced');
        assert.equal(await page.getByText('Client wrote again', { exact: true }).count(), 1, 'only on the enquiry whose client wrote after it was closed');
        if (SHOTS) {
          // The sign-in toast, closed, would still fade over the card.
          await page.locator('li[data-variant][data-state="open"]').getByRole('button').first().click().catch(() => undefined);
          await page.locator('li[data-variant]').waitFor({ state: 'detached', timeout: 5000 }).catch(() => undefined);
          await card.scrollIntoViewIfNeeded();
          await page.screenshot({ path: `${SHOTS}/inbox-wrote-again-${width}.png` });
          await card.screenshot({ path: `${SHOTS}/inbox-wrote-again-card-${width}.png` });
        }
        assert.deepEqual(watch.errors, []);
      } finally {
        await close();
      }
    }
  });

  test('a restart reads on from where the mailbox was left: nothing fetched twice, and a message that came while the server was down weeks is read', async () => {
    // A folder of its own, fresh, as a new company mailbox would be; a data file that outlives the two servers.
    const folder = `Restart-${Date.now()}`;
    const dir = mkdtempSync(join(tmpdir(), 'metrik-mailbox-'));
    const env = { ...ADMIN_ENV, IMAP_URL: dovecot.url(undefined, folder), IMAP_POLL_SECONDS: String(POLL_SECONDS), DATABASE_PATH: join(dir, 'site.db') };
    const client = 'adaeze.restart@example.ng';
    const message = (n: number) => [`From: ${client}`, `Subject: About my enquiry [contact #1] (${n})`, `Message-ID: <restart-${n}-${folder}@example.ng>`, '', `Message ${n}`].join('\n');
    /** Message bodies the mailbox's sessions fetched, by dovecot's own count at each logout (the test's deliveries fetch none). */
    const bodiesFetched = (log: string) => [...log.matchAll(/Logged out .*body_count=(\d+)/g)].reduce((sum, m) => sum + Number(m[1]), 0);
    try {
      const first = await startServer(env);
      let bodies: (string | null)[];
      try {
        const login = await fetch(`${first.url}/api/admin/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: ADMIN.username, password: ADMIN.password }) });
        const admin = ((await login.json()) as { token: string }).token;
        const sent = await fetch(`${first.url}/api/contact`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ firstName: 'Adaeze', lastName: 'Nwosu', email: client, service: 'real-estate', message: 'A flat in Woji?' }),
        });
        assert.equal(((await sent.json()) as { id: number }).id, 1);
        await dovecot.deliver(message(1), { folder });
        bodies = await until('the first message on the enquiry', async () => {
          const detail = (await (await fetch(`${first.url}/api/admin/submissions/contact/1`, { headers: { authorization: `Bearer ${admin}` } })).json()) as Detail;
          const list = detail.replies.filter((r) => r.direction === 'in').map((r) => r.body);
          return list.length > 0 ? list : undefined;
        });
        assert.deepEqual(bodies, ['Message 1']);
      } finally {
        await first.stop();
      }
      const position = () => {
        const db = new Database(env.DATABASE_PATH, { readonly: true });
        try {
          return db.prepare('SELECT mailbox, last_uid AS lastUid FROM mailbox_positions').all();
        } finally {
          db.close();
        }
      };
      assert.deepEqual(position(), [{ mailbox: `${dovecot.user}@127.0.0.1:${dovecot.port}/${folder}`, lastUid: 1 }], 'the first message is kept as read');

      // While the server is down for three weeks, the client writes again: older than any look-back from a start.
      await dovecot.deliver(message(2), { folder, receivedAt: new Date(Date.now() - 21 * 86_400_000) });
      const logBefore = dovecot.log().length;
      const second = await startServer(env);
      try {
        const login = await fetch(`${second.url}/api/admin/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: ADMIN.username, password: ADMIN.password }) });
        const admin = ((await login.json()) as { token: string }).token;
        bodies = await until('the message that came while the server was down', async () => {
          const detail = (await (await fetch(`${second.url}/api/admin/submissions/contact/1`, { headers: { authorization: `Bearer ${admin}` } })).json()) as Detail;
          const list = detail.replies.filter((r) => r.direction === 'in').map((r) => r.body);
          return list.length > 1 ? list : undefined;
        });
        // One more read of the mailbox: nothing new.
        await new Promise((resolve) => setTimeout(resolve, POLL_SECONDS * 1000 + 500));
      } finally {
        await second.stop();
      }
      assert.deepEqual(bodies, ['Message 1', 'Message 2']);
      assert.deepEqual(position().map((p) => (p as { lastUid: number }).lastUid), [2]);
      // The reader logs out as the server stops; dovecot's count of what that session fetched is written then.
      const afterRestart = await until('the reader\'s logout line', async () => (/Logged out .*body_count=[1-9]/.test(dovecot.log().slice(logBefore)) ? dovecot.log().slice(logBefore) : undefined));
      assert.equal(bodiesFetched(afterRestart), 1, `only the new message was fetched after the restart:\n${afterRestart}`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test('a mailbox that refuses the login, or cannot be reached, shows in /healthz and in the panel, and the site keeps serving', async () => {
    const wrong = await startServer({ IMAP_URL: dovecot.url('not-the-password'), IMAP_POLL_SECONDS: '60', ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password, ADMIN_EMAIL: ADMIN.email });
    try {
      const login = await fetch(`${wrong.url}/api/admin/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: ADMIN.username, password: ADMIN.password }) });
      const admin = ((await login.json()) as { token: string }).token;
      const mailbox = await until(
        'the refusal in /healthz',
        async () => {
          const health = (await (await fetch(`${wrong.url}/healthz`, { headers: { authorization: `Bearer ${admin}` } })).json()) as { mailbox: { ok: boolean; error: string | null; checkedAt: string | null } };
          return health.mailbox.error && health.mailbox.error !== 'The mailbox has not been read yet.' ? health.mailbox : undefined;
        },
        10_000,
      );
      assert.equal(mailbox.ok, false);
      assert.match(mailbox.error ?? '', /Authentication failed/);
      assert.equal((await fetch(`${wrong.url}/healthz`)).status, 200, 'the public still gets ok');
      assert.deepEqual(await (await fetch(`${wrong.url}/healthz`)).json(), { ok: true });
      assert.equal((await fetch(`${wrong.url}/`)).status, 200, 'the site serves');
      const state = (await (await fetch(`${wrong.url}/api/admin/mailbox`, { headers: { authorization: `Bearer ${admin}` } })).json()) as { configured: boolean; ok: boolean; error: string };
      assert.deepEqual([state.configured, state.ok], [true, false]);
      assert.match(state.error, /Authentication failed/);
    } finally {
      await wrong.stop();
    }
    // A mail server that cannot be reached at all (nothing listens on the port): the same, in the connection's words.
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const freePort = (probe.address() as AddressInfo).port;
    await new Promise((resolve) => probe.close(resolve));
    const closed = await startServer({ ...ADMIN_ENV, IMAP_URL: `imap://office:x@127.0.0.1:${freePort}/INBOX`, IMAP_POLL_SECONDS: '60' });
    try {
      const admin = ((await (await fetch(`${closed.url}/api/admin/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: ADMIN.username, password: ADMIN.password }) })).json()) as { token: string }).token;
      const mailbox = await until(
        'the unreachable mailbox in /healthz',
        async () => {
          const health = (await (await fetch(`${closed.url}/healthz`, { headers: { authorization: `Bearer ${admin}` } })).json()) as { mailbox: { ok: boolean; error: string | null } };
          return health.mailbox.error && health.mailbox.error !== 'The mailbox has not been read yet.' ? health.mailbox : undefined;
        },
        10_000,
      );
      assert.equal(mailbox.ok, false);
      assert.match(mailbox.error ?? '', /ECONNREFUSED|refused/i);
      assert.equal((await fetch(`${closed.url}/`)).status, 200, 'the site serves');
    } finally {
      await closed.stop();
    }
  });
});
