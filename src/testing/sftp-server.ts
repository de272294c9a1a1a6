// A real SFTP server for the replication tests: Debian's OpenSSH sshd (apt-get install openssh-server) on a free
// port of 127.0.0.1, with its own host key, config and PID file in a temporary folder, and a test user who logs
// in with a key made for the run and may only use SFTP. Stopped and started again to play a storage outage.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { join } from 'node:path';

const SSHD = '/usr/sbin/sshd';
const USER = 'metrik-sftp-test';

/** Why the SFTP tests cannot run here, or undefined when they can. */
export function sftpUnavailable(): string | undefined {
  if (!existsSync(SSHD)) return 'sshd is not installed (apt-get install -y openssh-server)';
  if (process.getuid?.() !== 0) return 'sshd for a test user needs root';
  return undefined;
}

function ensureUser(): { uid: number; gid: number } {
  try {
    execFileSync('id', ['-u', USER], { stdio: 'ignore' });
  } catch {
    execFileSync('useradd', ['--system', '--no-create-home', '--shell', '/usr/sbin/nologin', USER]);
  }
  // No password, but not a locked account ("!"), which sshd without PAM refuses even for a key.
  execFileSync('usermod', ['-p', '*', USER]);
  return { uid: Number(execFileSync('id', ['-u', USER]).toString()), gid: Number(execFileSync('id', ['-g', USER]).toString()) };
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

const accepting = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => resolve(socket.end() && true));
    socket.once('error', () => resolve(false));
  });

/** Every process below `pid`, from /proc. */
function descendants(pid: number): number[] {
  const parents = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // "pid (comm) state ppid …": the name may hold spaces, so read after its closing parenthesis.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      parents.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // ended meanwhile
    }
  }
  const found: number[] = [];
  const visit = (parent: number) => {
    for (const [child, ppid] of parents) {
      if (ppid !== parent) continue;
      found.push(child);
      visit(child);
    }
  };
  visit(pid);
  return found;
}

export interface SftpServer {
  port: number;
  user: string;
  /** The client's private key (REPLICA_SSH_KEY). */
  keyPath: string;
  /** A folder the user may write to: the replica goes under it. */
  root: string;
  /** Ends sshd and every connection it holds: the storage is gone. */
  stop(): Promise<void>;
  start(): Promise<void>;
}

/** Starts sshd in `dir` (made readable for the test user). */
export async function startSftpServer(dir: string): Promise<SftpServer> {
  const { uid, gid } = ensureUser();
  chmodSync(dir, 0o755);
  mkdirSync('/run/sshd', { recursive: true });
  const keyPath = join(dir, 'client_key');
  for (const key of [join(dir, 'host_key'), keyPath]) execFileSync('ssh-keygen', ['-q', '-t', 'ed25519', '-N', '', '-f', key]);
  const authorized = join(dir, 'authorized_keys');
  execFileSync('cp', [`${keyPath}.pub`, authorized]);
  chmodSync(authorized, 0o644);
  const root = join(dir, 'sftp-root');
  mkdirSync(root);
  chownSync(root, uid, gid);
  const port = await freePort();
  const config = join(dir, 'sshd_config');
  writeFileSync(
    config,
    [
      `Port ${port}`,
      'ListenAddress 127.0.0.1',
      `HostKey ${join(dir, 'host_key')}`,
      `PidFile ${join(dir, 'sshd.pid')}`,
      `AuthorizedKeysFile ${authorized}`,
      'StrictModes no',
      'PasswordAuthentication no',
      'KbdInteractiveAuthentication no',
      'UsePAM no',
      `AllowUsers ${USER}`,
      'Subsystem sftp internal-sftp',
      'ForceCommand internal-sftp',
      '',
    ].join('\n'),
  );
  let child: ChildProcess | undefined;
  const server: SftpServer = {
    port,
    user: USER,
    keyPath,
    root,
    async start() {
      child = spawn(SSHD, ['-D', '-e', '-f', config], { stdio: 'ignore' });
      const deadline = Date.now() + 10_000;
      while (!(await accepting(port))) {
        if (Date.now() > deadline) throw new Error('sshd did not start listening');
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    async stop() {
      const running = child;
      // Stopped already (by a test, then by its after hook): a process killed by a signal has a signalCode, not an exitCode.
      if (!running?.pid || running.exitCode !== null || running.signalCode !== null) return;
      // Each connection has processes of its own (in a session of their own): they go too, by their ids.
      const connections = descendants(running.pid);
      const exited = new Promise((r) => running.once('exit', r));
      running.kill('SIGKILL');
      for (const pid of connections) {
        try {
          process.kill(pid, 'SIGKILL');
        } catch {
          // already gone
        }
      }
      await exited;
    },
  };
  await server.start();
  return server;
}
