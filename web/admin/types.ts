// Shapes the admin API answers with (docs/api.md); ids are numbers.
import type { Metadata } from '../shared/content.ts';
import type { PanelLink } from '../shared/panel-link.ts';

export type { AdminPayload } from '../shared/content.ts';

// The admins' and sessions' shapes are shared with the server, which writes them.
import type { AdminProfile } from '../shared/admins.ts';

export type { PasskeySummary, SecondStepNeeded, SecurityPolicy, SessionSummary as AdminSession, TwoFactorSetup, TwoFactorStatus } from '../shared/admins.ts';
/** GET /api/admin/me, and each row of GET /api/admin/admins. */
export type AdminMe = AdminProfile & {
  /** How many passkeys you have (GET /api/admin/me only). */
  passkeys?: number;
  /** The owner's rule asks you to set up a passkey or an authenticator app before anything else. */
  mustSetUpSecondFactor?: boolean;
};
export type AdminAccount = AdminProfile;

export interface AdminPage {
  id: number;
  slug: string;
  title: string;
  description: string | null;
  isActive: boolean;
  sectionCount?: number;
  updatedAt?: string;
}

export interface AdminSection {
  id: number;
  pageId: number;
  sectionKey: string;
  title: string;
  subtitle: string | null;
  description: string | null;
  sortOrder?: number;
  isActive?: boolean;
  blockCount?: number;
  updatedAt?: string;
}

export interface AdminBlock {
  id: number;
  sectionId: number;
  blockType: string;
  title: string;
  content: string;
  imageUrl: string | null;
  metadata: Metadata | null;
  sortOrder?: number;
  isActive?: boolean;
  updatedAt?: string;
}

/** What can be edited, hidden, reordered and restored (docs/product.md § Pages & Content tab). */
export type ContentEntity = 'page' | 'section' | 'block';

export interface TrashItem {
  id: number;
  sectionId: number;
  title: string;
  blockType: string;
  deletedAt: string;
  deletedBy: string | null;
}

export interface Revision {
  id: number;
  action: string;
  username: string | null;
  createdAt: string;
  /** The item's fields right after that change; null after a delete. */
  state: Record<string, unknown> | null;
  /** The entry as a sentence when its action alone does not say enough ("Reordered the projects on Our Projects"). */
  sentence?: string | null;
}

// The submissions' shapes are shared with the server, which stores them.
export type { ContactSubmission, EquipmentQuote, InboxCounts, SubmissionKind, SubmissionsSummary } from '../shared/submissions.ts';

// A media library row, with its variants, focal point and uses: the server's own shape.
export type { MediaRow as MediaFile, MediaVariantRow, ImageUse } from '../shared/media.ts';

export interface SiteSetting {
  key: string;
  value: string;
  description: string | null;
  /** updatedAt after createdAt: the owner has saved it at least once (a company fact is then confirmed). */
  createdAt: string;
  updatedAt: string;
}

export interface AuditEntry {
  id: number;
  username: string | null;
  action: string;
  target: string | null;
  detail: string | null;
  ip: string | null;
  createdAt: string;
  /** The line in the owner's words, made when the log is read; null when the action's label says it all. */
  sentence?: string | null;
  link?: PanelLink | null;
}

export type { FieldIssue } from '../shared/schemas.ts';
