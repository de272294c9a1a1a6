// One e-mail when the replica falls more than the allowed lag behind (storage unreachable, a wrong key, a full
// disk), and one more when it has caught up: never one per check.
import type { LagStatus } from './lag.ts';

/** Caught up: the replica is this close to the data file again, for this long (a Litestream that reconnects
 * to a storage that still fails reports its position reset and found again in between); each no more than the
 * allowed lag when that is shorter (REPLICA_LAG_ALARM_SECONDS set low to try the alarm out). */
const RECOVERED_SECONDS = 10;
const RECOVERED_FOR_MS = 30_000;

export class LagAlarm {
  #raised = false;
  #goodSince: number | undefined;

  constructor(
    private readonly options: { thresholdSeconds: number; where: string; send: (subject: string, text: string) => void },
  ) {}

  get raised(): boolean {
    return this.#raised;
  }

  check(status: LagStatus, now: number): void {
    const { thresholdSeconds, where, send } = this.options;
    if (status.lagSeconds >= Math.min(RECOVERED_SECONDS, thresholdSeconds) || status.error) this.#goodSince = undefined;
    else this.#goodSince ??= now;
    if (!this.#raised && status.lagSeconds > thresholdSeconds) {
      this.#raised = true;
      send(
        'The live copy of the website is behind',
        `The live copy of the website's data (${where}) has not been updated for ${minutes(status.lagSeconds)}.` +
          (status.lastSyncAt ? ` The newest copy there is from ${status.lastSyncAt}.` : ' No copy has reached it since the server started.') +
          (status.error ? `\n\nWhat went wrong: ${status.error}` : '') +
          '\n\nThe site itself keeps working. Ask your technician to check the storage of the copy (reachable, key accepted, space left). Another e-mail follows when it has caught up.',
      );
    } else if (this.#raised && this.#goodSince !== undefined && now - this.#goodSince >= Math.min(RECOVERED_FOR_MS, thresholdSeconds * 1000)) {
      this.#raised = false;
      send('The live copy of the website has caught up', `The live copy of the website's data (${where}) is up to date again.`);
    }
  }
}

function minutes(seconds: number): string {
  const m = Math.round(seconds / 60);
  return m < 2 ? `${seconds} seconds` : `${m} minutes`;
}
