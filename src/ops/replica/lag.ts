// How far the replica is behind: the position Litestream has sent to the replica (from its metrics address) against
// the position of its local copy of the WAL (its "shadow" WAL, read from disk). The replica is current when the two
// agree; each time it is seen current, or seen to move forward, is a sync.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

export interface Position {
  index: number;
  offset: number;
}

export interface Positions {
  localIndex: number;
  localOffset: number;
  replicaIndex: number;
  replicaOffset: number;
}

/**
 * The end of what Litestream has sent to the replica, from its Prometheus text; undefined before this Litestream
 * process has sent anything (its gauges appear with its first segment sent, so a Litestream started on a data file
 * that has not changed since the replica last got it says nothing: see Replicator's nudge).
 */
export function replicaPositionFrom(metrics: string): Position | undefined {
  const value = (name: string) => {
    const match = new RegExp(`^${name}\\{[^}]*\\} (\\S+)$`, 'm').exec(metrics);
    return match ? Number(match[1]) : undefined;
  };
  const index = value('litestream_replica_wal_index');
  const offset = value('litestream_replica_wal_offset');
  return index !== undefined && offset !== undefined && Number.isFinite(index) && Number.isFinite(offset) ? { index, offset } : undefined;
}

const SHADOW_WAL = /^([0-9a-f]{8})\.wal$/;

/**
 * Litestream's local copy of the WAL: the newest shadow WAL file of its current generation and that file's size,
 * from `.<data file>-litestream/` beside the data file. Not Litestream's litestream_shadow_wal_size metric: that
 * adds up every shadow WAL file it keeps, and it keeps the one before the current one, so after its first
 * checkpoint the metric never equals the replica's offset, and an idle site would look behind for ever.
 */
export function shadowPosition(databasePath: string): Position | undefined {
  const meta = join(dirname(databasePath), `.${basename(databasePath)}-litestream`);
  try {
    const generation = readFileSync(join(meta, 'generation'), 'utf8').trim();
    if (!/^[0-9a-f]{16}$/.test(generation)) return undefined;
    const dir = join(meta, 'generations', generation, 'wal');
    const newest = readdirSync(dir)
      .map((name) => SHADOW_WAL.exec(name)?.[1])
      .filter((hex): hex is string => hex !== undefined)
      .sort()
      .at(-1);
    if (newest === undefined) return undefined;
    return { index: Number.parseInt(newest, 16), offset: statSync(join(dir, `${newest}.wal`)).size };
  } catch {
    return undefined; // not started yet, or a file removed between the listing and the stat: read again next time
  }
}

export interface LagStatus {
  /** Seconds since the replica was last known to hold every change; 0 when it is current. */
  lagSeconds: number;
  /** The last time the replica was known to hold every change made before it (the newest restorable point). */
  lastSyncAt: string | null;
  error: string | null;
}

/** Behind this long with no error from Litestream: the storage is said not to answer. */
const SILENT_AFTER_SECONDS = 30;

export class ReplicaLag {
  #startedAt: number;
  #lastSyncAt: number | null = null;
  #current = false;
  #replica: string | undefined;
  #movedAt = 0;
  #error: string | null = null;

  constructor(now: number) {
    this.#startedAt = now;
  }

  /**
   * A reading of Litestream's metrics (undefined when they could not be read: Litestream down), and when the data
   * file's WAL last changed. A Litestream stuck on a storage that does not answer stops copying the WAL too, so its
   * own two positions agree: a change to the WAL after the replica last moved means it is behind all the same.
   */
  observe(positions: Positions | undefined, now: number, walChangedAt = 0): void {
    if (!positions) {
      this.#current = false;
      return;
    }
    const replica = `${positions.replicaIndex}:${positions.replicaOffset}`;
    const moved = replica !== this.#replica;
    if (moved) this.#movedAt = now;
    this.#current = positions.replicaIndex === positions.localIndex && positions.replicaOffset === positions.localOffset && walChangedAt <= this.#movedAt;
    this.#replica = replica;
    if (this.#current || moved) {
      this.#lastSyncAt = now;
      this.#error = null;
    }
  }

  /** The last error Litestream logged (without secrets); cleared by the next sync. */
  failed(error: string): void {
    this.#error = error;
  }

  status(now: number): LagStatus {
    const since = this.#lastSyncAt ?? this.#startedAt;
    const lagSeconds = this.#current ? 0 : Math.max(0, Math.round((now - since) / 1000));
    return {
      lagSeconds,
      lastSyncAt: this.#lastSyncAt === null ? null : new Date(this.#lastSyncAt).toISOString(),
      // A storage that stops answering without closing the connection makes Litestream wait, and say nothing.
      error: this.#error ?? (lagSeconds >= SILENT_AFTER_SECONDS ? `No change has reached the replica for ${lagSeconds} seconds: its storage does not answer.` : null),
    };
  }
}
