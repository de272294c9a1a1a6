// How far the replica is behind, from what Litestream reports on its metrics address: the position of the WAL it
// has copied locally (its "shadow" WAL) and the position it has sent to the replica. The replica is current when
// the two agree; each time it is seen current, or seen to move forward, is a sync.

export interface Positions {
  localIndex: number;
  localOffset: number;
  replicaIndex: number;
  replicaOffset: number;
}

/** Reads Litestream's Prometheus text: the shadow WAL and the replica's position, or undefined before it knows them. */
export function positionsFrom(metrics: string): Positions | undefined {
  const value = (name: string) => {
    const match = new RegExp(`^${name}\\{[^}]*\\} (\\S+)$`, 'm').exec(metrics);
    return match ? Number(match[1]) : undefined;
  };
  const p = {
    localIndex: value('litestream_shadow_wal_index'),
    localOffset: value('litestream_shadow_wal_size'),
    replicaIndex: value('litestream_replica_wal_index'),
    replicaOffset: value('litestream_replica_wal_offset'),
  };
  return Object.values(p).every((n) => n !== undefined && Number.isFinite(n)) ? (p as Positions) : undefined;
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
