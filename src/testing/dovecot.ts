// A real IMAP server for tests: Debian's dovecot-imapd (apt-get install dovecot-imapd) started on 127.0.0.1 with a
// throwaway configuration in a temporary directory, one mailbox user, plain login without TLS. Messages are put in
// the mailbox with IMAP APPEND, as a mail server's delivery would.
import { spawn } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ImapFlow } from 'imapflow';

const DOVECOT = '/usr/sbin/dovecot';
/** The mailbox files' owner: nobody, when the tests run as root (dovecot will not deliver as root). */
const MAIL_UID = process.getuid?.() === 0 ? 65534 : (process.getuid?.() ?? 65534);
const MAIL_GID = process.getgid?.() === 0 ? 65534 : (process.getgid?.() ?? 65534);

export interface Dovecot {
  port: number;
  user: string;
  password: string;
  /** IMAP_URL for the product: `imap://user:password@127.0.0.1:port/INBOX` (a wrong password, another folder when asked). */
  url(password?: string, folder?: string): string;
  /**
   * Puts one message (RFC 5322 text, CRLF line ends added) in the user's INBOX, or in `folder` (created when missing),
   * received at `receivedAt` (its IMAP internal date, what SEARCH SINCE reads) or now.
   */
  deliver(message: string, options?: { folder?: string; receivedAt?: Date }): Promise<void>;
  /** Dovecot's log so far: each session's logout line counts the message bodies it fetched (body_count=). */
  log(): string;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export async function startDovecot(): Promise<Dovecot> {
  if (!existsSync(DOVECOT)) throw new Error('dovecot is not installed: apt-get install -y dovecot-imapd');
  const dir = mkdtempSync(join(tmpdir(), 'dovecot-'));
  // dovecot's auth process reads the password file as its own user.
  chmodSync(dir, 0o755);
  const user = 'office';
  const password = 'mailbox-pass-42';
  const port = await freePort();
  for (const sub of ['run', 'state', 'mail']) mkdirSync(join(dir, sub), { mode: 0o755 });
  if (process.getuid?.() === 0) chownSync(join(dir, 'mail'), MAIL_UID, MAIL_GID);
  writeFileSync(join(dir, 'passwd'), `${user}:{PLAIN}${password}\n`);
  const conf = `protocols = imap
listen = 127.0.0.1
base_dir = ${dir}/run
state_dir = ${dir}/state
log_path = ${dir}/dovecot.log
ssl = no
disable_plaintext_auth = no
auth_mechanisms = plain login
auth_failure_delay = 0
mail_location = maildir:${dir}/mail/%u
first_valid_uid = 1
passdb {
  driver = passwd-file
  args = scheme=PLAIN username_format=%u ${dir}/passwd
}
userdb {
  driver = static
  args = uid=${MAIL_UID} gid=${MAIL_GID} home=${dir}/mail/%u
}
service imap-login {
  inet_listener imap {
    address = 127.0.0.1
    port = ${port}
  }
  inet_listener imaps {
    port = 0
  }
}
service stats {
  unix_listener stats-writer {
    mode = 0666
  }
}
`;
  writeFileSync(join(dir, 'dovecot.conf'), conf);
  const child = spawn(DOVECOT, ['-F', '-c', join(dir, 'dovecot.conf')], { stdio: 'ignore' });
  const log = () => (existsSync(join(dir, 'dovecot.log')) ? readFileSync(join(dir, 'dovecot.log'), 'utf8') : '');
  const client = () => new ImapFlow({ host: '127.0.0.1', port, secure: false, auth: { user, pass: password }, logger: false });
  // Ready once a login works.
  const deadline = Date.now() + 10_000;
  for (;;) {
    const probe = client();
    try {
      await probe.connect();
      await probe.logout();
      break;
    } catch (error) {
      if (Date.now() > deadline) {
        child.kill();
        throw new Error(`dovecot did not start: ${error instanceof Error ? error.message : String(error)}\n${log()}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    port,
    user,
    password,
    url: (pass = password, folder = 'INBOX') => `imap://${user}:${encodeURIComponent(pass)}@127.0.0.1:${port}/${encodeURIComponent(folder)}`,
    async deliver(message, { folder = 'INBOX', receivedAt } = {}) {
      const c = client();
      await c.connect();
      try {
        if (folder !== 'INBOX' && !(await c.list()).some((box) => box.path === folder)) await c.mailboxCreate(folder);
        await c.append(folder, message.replace(/\r?\n/g, '\r\n'), [], receivedAt);
      } finally {
        await c.logout();
      }
    },
    log,
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
