// Reads the company mailbox (IMAP_URL) for answers to the desk's e-mails
// (docs/product.md § Replies from the mailbox). One connection held open with IDLE where the server offers it (imapflow), and a read at least every
// IMAP_POLL_SECONDS (60) besides; a mailbox that refuses the login or cannot be reached is reported in /healthz and
// retried, and never stops the site. Where a message belongs is src/submissions/incoming.ts's to decide. Where the
// mailbox was read up to (its UIDVALIDITY and the last UID) is kept in the data file (src/ops/mailbox-position.ts):
// a restart reads on from there, neither reading a message again nor missing one that came while it was down.
// imapflow and mailparser are loaded when a mailbox is first read: a site without IMAP_URL never evaluates them
// (about half a second of every start-up).
import type { ImapFlow } from 'imapflow';
import type { IncomingMail } from '../submissions/incoming.ts';
import type { Logger } from './log.ts';
import type { MailboxPosition, MailboxPositionStore } from './mailbox-position.ts';

export interface MailboxStatus {
  ok: boolean;
  /** The server's own words when it refused, or why it could not be reached. */
  error: string | null;
  /** When the mailbox was last read through. */
  checkedAt: string | null;
}

export interface MailboxOptions {
  url: string;
  pollSeconds: number;
  log: Logger;
  /** Called for each message read (once per message a session, a message read again is for the receiver to skip). */
  receive: (mail: IncomingMail) => void;
  /** Where each mailbox was read up to, kept across restarts. */
  positions: MailboxPositionStore;
}

/** A message above this is not read (its attachments are listed by the client's words anyway). */
const MAX_MESSAGE_BYTES = 15 * 1024 * 1024;
/** The first read of a mailbox (none read before, or its UIDVALIDITY changed) looks back this far (a stored message is skipped). */
const FIRST_READ_DAYS = 14;

/**
 * HTML as plain text: scripts, styles and pictures dropped, links as their words, entities decoded. The converter
 * (and its HTML parser) is loaded on first use, like the mail parser: a server without a mailbox never reads it.
 */
export async function htmlToText(html: string): Promise<string> {
  const { convert } = await import('html-to-text');
  return convert(html, {
    wordwrap: false,
    selectors: [
      { selector: 'script', format: 'skip' },
      { selector: 'style', format: 'skip' },
      { selector: 'head', format: 'skip' },
      { selector: 'img', format: 'skip' },
      { selector: 'a', options: { ignoreHref: true } },
    ],
  }).trim();
}

/** A message's source as the lead desk stores it. */
export async function parseMessage(source: Buffer, fallbackId: string): Promise<IncomingMail> {
  const { simpleParser } = await import('mailparser');
  const parsed = await simpleParser(source, { skipHtmlToText: true, skipTextToHtml: true, skipImageLinks: true, skipTextLinks: true });
  const ids = (value: string | string[] | undefined) => [...(Array.isArray(value) ? value : value ? [value] : [])].flatMap((v) => v.match(/[^<>\s]+@[^<>\s]+|[^<>\s]{8,}/g) ?? []);
  const text = parsed.text?.trim() || (typeof parsed.html === 'string' ? await htmlToText(parsed.html) : '');
  return {
    messageId: ids(parsed.messageId)[0] ?? fallbackId,
    inReplyTo: ids(parsed.inReplyTo),
    references: ids(parsed.references),
    from: parsed.from?.value[0]?.address ?? '',
    subject: parsed.subject ?? '',
    text,
    date: parsed.date ?? null,
    attachments: parsed.attachments.map((a) => ({ name: a.filename ?? 'unnamed', size: a.size })),
  };
}

interface Target {
  host: string;
  port: number;
  secure: boolean;
  user: string;
  pass: string;
  mailbox: string;
}

function targetOf(url: string): Target {
  const u = new URL(url);
  const secure = u.protocol === 'imaps:';
  return {
    host: u.hostname,
    port: u.port ? Number(u.port) : secure ? 993 : 143,
    secure,
    user: decodeURIComponent(u.username),
    pass: decodeURIComponent(u.password),
    mailbox: decodeURIComponent(u.pathname.replace(/^\//, '')) || 'INBOX',
  };
}

/** An IMAP error in the server's words where it gave some ("Authentication failed."). */
function words(error: unknown): string {
  const e = error as { responseText?: string; message?: string; code?: string };
  return (e?.responseText || e?.message || String(error)).slice(0, 500);
}

export class MailboxReader {
  private readonly target: Target;
  private state: MailboxStatus = { ok: false, error: 'The mailbox has not been read yet.', checkedAt: null };
  private stopped = false;
  private client?: ImapFlow;
  /** The mailbox as mailbox_positions names it: the same account and folder, whatever the password. */
  private readonly key: string;
  private lastUid = 0;
  private uidValidity = '';
  private positionLoaded = false;
  private reading: Promise<void> = Promise.resolve();
  private wake?: () => void;
  private running?: Promise<void>;

  constructor(private readonly options: MailboxOptions) {
    this.target = targetOf(options.url);
    const { host, port, user, mailbox } = this.target;
    this.key = `${user}@${host.toLowerCase()}:${port}/${mailbox}`;
  }

  /** The stored position, once per process: what was read before this start. */
  private loadPosition() {
    if (this.positionLoaded) return;
    this.positionLoaded = true;
    try {
      const stored = this.options.positions.read(this.key);
      if (stored) {
        this.uidValidity = stored.uidValidity;
        this.lastUid = stored.lastUid;
      }
    } catch (error) {
      this.options.log.warn(`mailbox position not read, looking back ${FIRST_READ_DAYS} days: ${words(error)}`);
    }
  }

  private savePosition(position: MailboxPosition) {
    try {
      this.options.positions.write(this.key, position);
    } catch (error) {
      // Kept in memory all the same: the worst after a restart is a message looked at again (stored once by its Message-ID).
      this.options.log.warn(`mailbox position not saved: ${words(error)}`);
    }
  }

  status(): MailboxStatus {
    return { ...this.state };
  }

  start() {
    this.running ??= this.run();
  }

  async stop() {
    this.stopped = true;
    this.wake?.();
    await this.client?.logout().catch(() => undefined);
    await this.running;
  }

  private fail(error: unknown) {
    const reason = words(error);
    if (this.state.error !== reason) this.options.log.warn(`mailbox ${this.target.host}: ${reason}`);
    this.state = { ok: false, error: reason, checkedAt: this.state.checkedAt };
  }

  private async run() {
    while (!this.stopped) {
      try {
        await this.session();
      } catch (error) {
        this.fail(error);
      }
      if (this.stopped) break;
      // Tried again after the poll interval: a refused password costs one login a minute at most.
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, this.options.pollSeconds * 1000);
        this.wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
  }

  private async session() {
    const { host, port, secure, user, pass, mailbox } = this.target;
    const { ImapFlow } = await import('imapflow');
    const client = new ImapFlow({ host, port, secure, auth: { user, pass }, logger: false, maxIdleTime: this.options.pollSeconds * 1000, missingIdleCommand: 'NOOP' });
    this.client = client;
    const closed = new Promise<void>((resolve) => client.once('close', () => resolve()));
    client.on('error', (error: unknown) => this.fail(error));
    await client.connect();
    const lock = await client.getMailboxLock(mailbox);
    const poll = setInterval(() => this.read(client), this.options.pollSeconds * 1000);
    try {
      client.on('exists', () => this.read(client));
      this.read(client);
      await this.reading;
      await closed;
    } finally {
      clearInterval(poll);
      lock.release();
      this.client = undefined;
    }
    if (!this.stopped) throw new Error(this.state.error ?? 'The mailbox closed the connection.');
  }

  /** One read at a time; a read asked for meanwhile follows it. */
  private read(client: ImapFlow) {
    this.reading = this.reading.then(() => this.readNew(client)).catch((error) => this.fail(error));
  }

  private async readNew(client: ImapFlow) {
    if (!client.usable || !client.mailbox) return;
    const validity = String(client.mailbox.uidValidity);
    // What the folder will number its next message, taken before reading: one arriving meanwhile is above it.
    const uidNext = client.mailbox.uidNext ?? 0;
    this.loadPosition();
    // A position in this folder's numbering reads on from it; none (the first read of this mailbox, or a folder
    // recreated with a new UIDVALIDITY) looks back FIRST_READ_DAYS.
    const known = validity === this.uidValidity;
    if (!known) {
      this.uidValidity = validity;
      this.lastUid = 0;
    }
    const range = known ? `${this.lastUid + 1}:*` : await client.search({ since: new Date(Date.now() - FIRST_READ_DAYS * 86_400_000) }, { uid: true });
    const messages: { uid: number; source?: Buffer; size?: number }[] = [];
    if (range && (typeof range === 'string' || range.length > 0)) {
      for await (const message of client.fetch(range, { uid: true, size: true }, { uid: true })) {
        if (message.uid > this.lastUid) messages.push({ uid: message.uid, size: message.size });
      }
    }
    for (const message of messages) {
      if ((message.size ?? 0) <= MAX_MESSAGE_BYTES) {
        const fetched = await client.fetchOne(String(message.uid), { source: true }, { uid: true });
        if (fetched && fetched.source !== undefined) this.options.receive(await parseMessage(fetched.source, `imap-${validity}-${message.uid}@${this.target.host}`));
      }
      // Kept once the message is stored: a stop in between reads it again (stored once by its Message-ID), never skips it.
      this.lastUid = Math.max(this.lastUid, message.uid);
      this.savePosition({ uidValidity: validity, lastUid: this.lastUid });
    }
    if (!known) {
      // Older than the look-back: not read, and not looked at again.
      this.lastUid = Math.max(this.lastUid, uidNext - 1, 0);
      this.savePosition({ uidValidity: validity, lastUid: this.lastUid });
    }
    this.state = { ok: true, error: null, checkedAt: new Date().toISOString() };
  }
}
