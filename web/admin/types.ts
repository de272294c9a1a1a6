// Shapes the admin API answers with (docs/api.md); ids are numbers.
import type { Metadata } from '../shared/content.ts';

export type { AdminPayload } from '../shared/content.ts';

export interface AdminMe {
  id: number;
  username: string;
  email: string;
}

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
