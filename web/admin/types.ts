// Shapes the admin API answers with (docs/api.md); ids are numbers.
import type { Metadata } from '../shared/content.ts';

export type { AdminPayload } from '../shared/content.ts';

export interface AdminMe {
  id: number;
  username: string;
  email: string;
  createdAt?: string;
  /** Added by another admin with a first password: the panel invites them to choose their own. */
  mustChangePassword?: boolean;
  twoFactorEnabled?: boolean;
}

/** A row of GET /api/admin/admins. */
export type AdminAccount = Required<AdminMe>;

/** A row of GET /api/admin/sessions: one of your own sign-ins. */
export interface AdminSession {
  id: string;
  createdAt: string;
  lastSeenAt: string;
  ip: string | null;
  userAgent: string | null;
  current: boolean;
}

export interface TwoFactorStatus {
  enabled: boolean;
  recoveryCodesLeft: number;
}

export interface TwoFactorSetup {
  secret: string;
  uri: string;
  qrSvg: string;
}

export interface AdminPage {
  id: number;
  slug: string;
  title: string;
  description: string | null;
  isActive: boolean;
  sectionCount?: number;
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
}

// The submissions' shapes are shared with the server, which stores them.
export type { ContactSubmission, EquipmentQuote, InboxCounts, SubmissionKind, SubmissionsSummary } from '../shared/submissions.ts';

export interface MediaFile {
  id: number;
  filename: string;
  originalName: string;
  mimeType: string;
  size: number;
  url: string;
  altText: string | null;
  createdAt: string;
}

export interface SiteSetting {
  key: string;
  value: string;
  description: string | null;
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
}

export type { FieldIssue } from '../shared/schemas.ts';
