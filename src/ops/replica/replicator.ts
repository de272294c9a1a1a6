// Litestream as the server's own child: started with a configuration written from the environment, its output
// in the server's log, restarted when it dies, stopped after the server has closed the data file (so the last
// writes are sent). Its metrics address tells how far the replica is behind (lag.ts).
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { join, dirname } from 'node:path';
import { createInterface } from 'node:readline';
import type { ReplicaStatus, ReplicaVerifyResult } from '../../../web/shared/backups.ts';
import type { ReplicaConfig } from '../../config.ts';
import type { Logger } from '../log.ts';
import { LagAlarm } from './alarm.ts';
import { findLitestream, LITESTREAM_MISSING } from './binary.ts';
import { ReplicaLag, replicaPositionFrom, shadowPosition } from './lag.ts';
import { litestreamConfig, type ReplicaSettings, writeLitestreamConfig } from './litestream-config.ts';
import { describeReplica } from './target.ts';

/** Waits before each restart of a Litestream that died: 1 s, then longer, up to a minute; reset after a calm minute. */
const RESTART_DELAYS_MS = [1_000, 2_000, 5_000, 15_000, 60_000];
const POLL_MS = 1_000;
/** Within the server's own 10 s to stop (src/server.ts), so that Litestream never outlives it. */
const STOP_GRACE_MS = 5_000;
const STUCK_SECONDS = 60;
/** A Litestream that has sent nothing since it started, this long after, is given a change to send (nudge). */
const NUDGE_AFTER_MS = 3_000;
/** Behind this long, an SFTP storage is knocked on (a TCP connection to its port) at each check. */
const KNOCK_BEHIND_SECONDS = 5;
const KNOCK_TIMEOUT_MS = 2_000;
const DRILL_EVERY_MS = 7 * 24 * 60 * 60 * 1000;
const DRILL_AFTER_START_MS = 10 * 60 * 1000;
const ROUTINE = /msg="(write wal segment|wal segment written)"/;

export interface ReplicatorOptions {
  databasePath: string;
  replica: ReplicaConfig;
  ageIdentity?: string;
  log: Logger;
  /** Seconds of lag after which one e-mail goes out (and one more on recovery). */
  lagAlarmSeconds: number;
  alert: (subject: string, text: string) => void;
  now?: () => number;
  binary?: string;
  /**
   * Writes one small change to the data file. A Litestream (re)started on a data file that has not changed since
   * the replica last got it reports no replica position until it sends something, so the replica could not be
   * seen current on a quiet site: once per start, the server gives it this change to send.
   */
  nudge?: () => void;
}

/** Litestream's settings for this replica, the age recipient derived from the identity. */
export async function replicaSettings(replica: ReplicaConfig, ageIdentity: string | undefined): Promise<ReplicaSettings> {
  let age: ReplicaSettings['age'];
  if (ageIdentity) {
    // age's code is read only by a server that encrypts its replica.
    const { identityToRecipient } = await import('age-encryption');
    try {
      age = { identity: ageIdentity, recipient: await identityToRecipient(ageIdentity) };
    } catch {
      throw new Error('REPLICA_AGE_KEY is not a valid age identity (its checksum does not match): copy the whole AGE-SECRET-KEY-1… line again.');
    }
  }
  return { target: replica.target, sshKeyPath: replica.sshKeyPath, age };
}

/** Secrets that may never reach the log or a screen: the SFTP password and the age identity. */
export function redactor(replica: ReplicaConfig, ageIdentity?: string): (text: string) => string {
  const secrets = [replica.target.kind === 'sftp' ? replica.target.password : undefined, ageIdentity].filter((s): s is string => Boolean(s));
  return (text) => secrets.reduce((out, secret) => out.split(secret).join('***'), text);
}

export class Replicator {
  readonly where: string;
  readonly #o: ReplicatorOptions;
  readonly #now: () => number;
  readonly #lag: ReplicaLag;
  readonly #alarm: LagAlarm;
  readonly #redact: (text: string) => string;
  #child: ChildProcess | undefined;
  #stopping = false;
  #restarts = 0;
  #restartTimer: NodeJS.Timeout | undefined;
  #poll: NodeJS.Timeout | undefined;
  #metricsUrl = '';
  #configFile = '';
  #startError: string | null = null;
  #spawnedAt = 0;
  #drill: NodeJS.Timeout | undefined;
  #nudged = false;
  /** The SFTP server refused or did not answer a connection while the replica was behind. */
  #storageAway = false;
  #knocking = false;
  /** The last drill's result (verify.ts), shown with the status. */
  lastVerify: ReplicaVerifyResult | null = null;

  constructor(options: ReplicatorOptions) {
    this.#o = options;
    this.#now = options.now ?? Date.now;
    this.where = describeReplica(options.replica.target);
    this.#lag = new ReplicaLag(this.#now());
    this.#redact = redactor(options.replica, options.ageIdentity);
    this.#alarm = new LagAlarm({ thresholdSeconds: options.lagAlarmSeconds, where: this.where, send: options.alert });
  }

  /** Whether Litestream can run here: when not, the server keeps SQLite's own checkpoints. */
  get binary(): string | undefined {
    return this.#o.binary ?? findLitestream();
  }

  async start(): Promise<void> {
    const binary = this.binary;
    if (!binary) {
      this.#startError = LITESTREAM_MISSING;
      this.#o.log.error(LITESTREAM_MISSING);
      return;
    }
    let settings: ReplicaSettings;
    try {
      settings = await replicaSettings(this.#o.replica, this.#o.ageIdentity);
    } catch (error) {
      this.#startError = error instanceof Error ? error.message : String(error);
      this.#o.log.error(`replica: ${this.#startError}`);
      return;
    }
    const port = await freePort();
    this.#metricsUrl = `http://127.0.0.1:${port}/metrics`;
    this.#configFile = writeLitestreamConfig(this.#o.databasePath, litestreamConfig(this.#o.databasePath, settings, `127.0.0.1:${port}`));
    this.#stopLeftover();
    this.#spawn(binary);
    this.#poll = setInterval(() => void this.#check(), POLL_MS);
    this.#poll.unref();
    this.#scheduleDrill();
    this.#o.log.info(`replica: Litestream replicates ${this.#o.databasePath} to ${this.where}${settings.age ? ' (encrypted with age)' : ''}`);
  }

  #drillFile(): string {
    return join(dirname(this.#configFile), 'last-verify.json');
  }

  /** The weekly drill (verify.ts): 10 minutes after start when the last one is a week old, else when it will be. */
  #scheduleDrill(): void {
    try {
      this.lastVerify = JSON.parse(readFileSync(this.#drillFile(), 'utf8')) as ReplicaVerifyResult;
    } catch {
      this.lastVerify = null;
    }
    const due = this.lastVerify ? Date.parse(this.lastVerify.at) + DRILL_EVERY_MS - this.#now() : 0;
    this.#drill = setTimeout(() => void this.#runDrill(), Math.min(DRILL_EVERY_MS, Math.max(DRILL_AFTER_START_MS, due)));
    this.#drill.unref();
  }

  async #runDrill(): Promise<void> {
    const { verifyReplica } = await import('./verify.ts');
    const result = await verifyReplica({ databasePath: this.#o.databasePath, replica: this.#o.replica, ageIdentity: this.#o.ageIdentity }, new Date(this.#now()));
    this.lastVerify = { ...result, summary: this.#redact(result.summary) };
    writeFileSync(this.#drillFile(), JSON.stringify(this.lastVerify), { mode: 0o600 });
    (result.ok ? this.#o.log.info : this.#o.log.warn)(`replica: weekly drill ${result.ok ? 'ok' : 'FAILED'}: ${this.lastVerify.summary}`);
    if (!this.#stopping) {
      this.#drill = setTimeout(() => void this.#runDrill(), DRILL_EVERY_MS);
      this.#drill.unref();
    }
  }

  status(): ReplicaStatus {
    const lag = this.#lag.status(this.#now());
    return { url: this.where, encrypted: Boolean(this.#o.ageIdentity), ...lag, error: this.#startError ?? lag.error, lastVerify: this.lastVerify };
  }

  /** Ends Litestream (it sends what it has not sent yet first); the data file should be closed by then. */
  async stop(): Promise<void> {
    this.#stopping = true;
    clearInterval(this.#poll);
    clearTimeout(this.#restartTimer);
    clearTimeout(this.#drill);
    const child = this.#child;
    if (child && child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
      await exited;
      clearTimeout(timer);
    }
    if (this.#configFile) rmSync(this.#pidFile(), { force: true });
  }

  #pidFile(): string {
    return join(dirname(this.#configFile), 'litestream.pid');
  }

  /** A Litestream left running by a server that was killed would replicate beside the new one: it is ended first. */
  #stopLeftover(): void {
    let pid: number;
    try {
      pid = Number(readFileSync(this.#pidFile(), 'utf8').trim());
    } catch {
      return;
    }
    try {
      const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      if (command.includes(this.#configFile)) {
        process.kill(pid, 'SIGKILL');
        this.#o.log.warn(`replica: ended Litestream process ${pid}, left running by a server that did not stop`);
      }
    } catch {
      // Gone already, or another program's process now.
    }
  }

  #spawn(binary: string): void {
    const startedAt = this.#now();
    this.#spawnedAt = startedAt;
    this.#nudged = false;
    const child = spawn(binary, ['replicate', '-no-expand-env', '-config', this.#configFile], { stdio: ['ignore', 'pipe', 'pipe'] });
    this.#child = child;
    // Whatever way the server exits (short of SIGKILL), its Litestream goes with it.
    const endWithServer = () => child.kill('SIGKILL');
    process.once('exit', endWithServer);
    child.once('exit', () => process.off('exit', endWithServer));
    if (child.pid) writeFileSync(this.#pidFile(), `${child.pid}\n`);
    for (const stream of [child.stdout, child.stderr]) createInterface({ input: stream! }).on('line', (line) => this.#logLine(line));
    child.on('error', (error) => {
      this.#lag.failed(`Litestream could not be started: ${error.message}`);
      this.#o.log.error(`replica: Litestream could not be started: ${error.message}`);
    });
    child.on('exit', (code, signal) => {
      if (this.#stopping) return;
      if (this.#now() - startedAt > 60_000) this.#restarts = 0;
      const delay = RESTART_DELAYS_MS[Math.min(this.#restarts++, RESTART_DELAYS_MS.length - 1)];
      const why = `Litestream stopped (${signal ?? `exit code ${code}`})`;
      this.#lag.failed(`${why}; it is being restarted`);
      this.#o.log.error(`replica: ${why}; restarting it in ${delay / 1000} s`);
      this.#restartTimer = setTimeout(() => this.#spawn(binary), delay);
    });
  }

  /** Litestream's lines into the server's log at their level, as "litestream: …", without secrets. */
  #logLine(raw: string): void {
    const line = this.#redact(raw.replace(/^time=\S+\s+/, ''));
    const level = /^level=(\w+)/.exec(line)?.[1];
    const text = `litestream: ${line.replace(/^level=\w+\s+/, '')}`;
    if (level === 'ERROR') {
      const error = /error="((?:[^"\\]|\\.)*)"/.exec(line)?.[1]?.replace(/\\"/g, '"');
      this.#lag.failed(error ?? line);
      this.#o.log.error(text);
    } else if (level === 'WARN') this.#o.log.warn(text);
    // A line per WAL segment sent, every second under writes, would drown the log: those are for debugging.
    else if (level === 'DEBUG' || ROUTINE.test(line)) this.#o.log.debug(text);
    else this.#o.log.info(text);
  }

  async #check(): Promise<void> {
    let metrics: string | undefined;
    try {
      const answer = await fetch(this.#metricsUrl, { signal: AbortSignal.timeout(POLL_MS) });
      metrics = answer.ok ? await answer.text() : undefined;
    } catch {
      metrics = undefined;
    }
    const now = this.#now();
    const replica = metrics === undefined ? undefined : replicaPositionFrom(metrics);
    const local = shadowPosition(this.#o.databasePath);
    this.#lag.observe(
      replica && local ? { localIndex: local.index, localOffset: local.offset, replicaIndex: replica.index, replicaOffset: replica.offset } : undefined,
      now,
      changedAt(`${this.#o.databasePath}-wal`),
    );
    if (metrics !== undefined && !replica && local && !this.#nudged && now - this.#spawnedAt >= NUDGE_AFTER_MS) this.#nudge();
    const status = this.#lag.status(now);
    this.#alarm.check(status, now);
    this.#restartIfStuck(status.lagSeconds, now);
    await this.#knock(status.lagSeconds);
  }

  #nudge(): void {
    this.#nudged = true;
    try {
      this.#o.nudge?.();
    } catch (error) {
      this.#o.log.debug(`replica: could not write the change for Litestream to send: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  /**
   * Behind, with an SFTP replica: is its server there? Litestream 0.3.13 keeps waiting on a connection whose server
   * went away, even once the server is back, so when the server that refused (or did not answer) accepts a
   * connection again, Litestream is started again at once, rather than after a minute behind (#restartIfStuck).
   */
  async #knock(lagSeconds: number): Promise<void> {
    const target = this.#o.replica.target;
    if (target.kind !== 'sftp' || this.#knocking || this.#stopping) return;
    if (lagSeconds < KNOCK_BEHIND_SECONDS) {
      this.#storageAway = false;
      return;
    }
    this.#knocking = true;
    const answers = await accepts(target.host, target.port, KNOCK_TIMEOUT_MS);
    this.#knocking = false;
    if (!answers) {
      if (!this.#storageAway) this.#o.log.warn(`replica: ${this.where} does not accept connections`);
      this.#storageAway = true;
      return;
    }
    const child = this.#child;
    if (!this.#storageAway || this.#stopping || !child || child.exitCode !== null || child.signalCode !== null) return;
    this.#storageAway = false;
    this.#o.log.warn(`replica: ${this.where} accepts connections again: restarting Litestream, which may still wait on the connection it lost`);
    this.#restarts = 0;
    child.kill('SIGKILL');
  }

  /**
   * Litestream 0.3.13 can wait for ever on an SFTP connection whose server went away: once a minute behind, it is
   * started again, which connects anew (and fails at once, loudly, while the storage is still away).
   */
  #restartIfStuck(lagSeconds: number, now: number): void {
    const child = this.#child;
    if (lagSeconds < STUCK_SECONDS || now - this.#spawnedAt < STUCK_SECONDS * 1000 || !child || child.exitCode !== null || child.signalCode !== null) return;
    this.#o.log.warn(`replica: nothing reached ${this.where} for ${lagSeconds} s: restarting Litestream`);
    this.#restarts = 0;
    child.kill('SIGKILL');
  }
}

/** Whether host:port accepts a TCP connection within the time. */
function accepts(host: string, port: number, timeoutMs: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

function changedAt(file: string): number {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return 0;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}
