import type { Services } from '../services.ts';

/**
 * After start-up: `work` for each photo of `ids` that still needs its `what`, one at a time; one that fails is
 * logged and the others go on. `work` says whether it made something (false: no longer due, or replaced meanwhile).
 */
export async function makeForEachPhoto(s: Services, ids: number[], what: string, work: (id: number) => Promise<boolean>): Promise<{ made: number; failed: number }> {
  const result = { made: 0, failed: 0 };
  if (ids.length === 0) return result;
  s.log.info(`media: making the ${what} of ${ids.length} photo(s)`);
  for (const id of ids) {
    try {
      if (await work(id)) result.made++;
    } catch (err) {
      result.failed++;
      s.log.warn(`media: the ${what} of image ${id} could not be made: ${err instanceof Error ? err.message : String(err)}`);
    }
  }
  s.log.info(`media: ${what} made for ${result.made} photo(s), ${result.failed} failed`);
  return result;
}
