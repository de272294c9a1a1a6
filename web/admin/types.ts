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

export interface MediaVariant {
  format: 'avif' | 'webp' | 'jpeg';
  width: number;
  url: string;
  /** bytes */
  size: number;
}

export interface MediaFile {
  id: number;
  filename: string;
  originalName: string;
  mimeType: string;
  /** bytes of the stored original */
  size: number;
  url: string;
  /** null: not described yet; '' : decorative on purpose (public pages give it alt=""). */
  altText: string | null;
  createdAt: string;
  /** upright size in pixels; null for an old upload that could not be processed (processingError says why) */
  width: number | null;
  height: number | null;
  processingError?: string | null;
  /** where the subject is, 0-1 from the left and from the top */
  focalPoint: { x: number; y: number };
  /** a tiny data: URI or a CSS colour shown until the picture loads */
  placeholder: string | null;
  usedIn: unknown[];
  variants: MediaVariant[];
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
