// The seed's shape: one file per page in this folder carries that page's copy (its shape: docs/product.md § Content model).
// This folder is the only place the site's copy is written; the server seeds the database from it on first
// start, and Home's fallback (docs/product.md § Fallbacks) imports home.ts directly.
import type { Metadata } from '../content.ts';

export interface SeedBlock {
  blockType: string;
  /** Never empty: the admin edits blocks by their title (docs/product.md § Content edit validation: title 1-200). */
  title: string;
  content?: string;
  imageUrl?: string;
  metadata?: Metadata;
}

export interface SeedSection {
  sectionKey: string;
  title: string;
  subtitle?: string;
  description?: string;
  blocks: SeedBlock[];
}

export interface SeedPage {
  slug: string;
  title: string;
  description?: string;
  sections: SeedSection[];
}

export interface SeedSetting {
  key: string;
  value: string;
  description: string;
}
