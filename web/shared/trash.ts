// How long a deleted block stays in the trash, for the server (which removes it after) and the panel (which
// says how many days are left).
export const TRASH_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/** When a block deleted at `deletedAt` (ISO) leaves the trash. */
export const purgeAt = (deletedAt: string) => new Date(Date.parse(deletedAt) + TRASH_DAYS * DAY_MS).toISOString();

/** Whole days until it leaves the trash (0 on its last day). */
export const daysLeftInTrash = (deletedAt: string, now: number) => Math.max(0, Math.ceil((Date.parse(purgeAt(deletedAt)) - now) / DAY_MS));
