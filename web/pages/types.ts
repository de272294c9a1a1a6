import type { PageContent } from '../shared/content.ts';

/** Every public page receives its content record (null when missing: pages then show what they can). */
export interface PageProps {
  page: PageContent | null;
}
