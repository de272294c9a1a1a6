// The launch checklist ("Make it yours", docs/product.md § Launch checklist): every placeholder the seeded site
// still shows, computed from the data each time the Overview asks (src/content/launch-checklist.ts), grouped in
// steps, each entry linked to the field that replaces it. A step is done only when nothing of it is left.
import type { PanelLink } from './panel-link.ts';

/** One placeholder (or a group of them in one section) and where it is replaced. */
export interface ChecklistEntry {
  label: string;
  /** How many placeholders the entry stands for (three illustrations in one section: 3). */
  count: number;
  link: PanelLink;
}

export type ChecklistStepKey = 'photos' | 'leaders' | 'facts' | 'accreditations' | 'testimonials' | 'clients' | 'contact' | 'hours' | 'progress';

export interface ChecklistStep {
  key: ChecklistStepKey;
  entries: ChecklistEntry[];
}

export interface LaunchChecklist {
  steps: ChecklistStep[];
  /** Placeholders left in all the steps. */
  remaining: number;
  /** The owner put the checklist away; it shows again from the Overview's link. */
  dismissed: boolean;
}

/** Each step's words: what to do, and why a visitor notices. */
export const CHECKLIST_STEPS: Record<ChecklistStepKey, { title: string; why: string }> = {
  photos: {
    title: 'Replace the illustrations with your photos',
    why: "Your own sites, machines, homes and people are what make visitors trust you. Each line is a section still showing the site's drawings.",
  },
  leaders: { title: 'Add a photo of each leader', why: 'A face beside a name reads as a real team; without one, initials are shown.' },
  facts: { title: 'Confirm your company figures', why: 'The numbers on every page come from these; the seeded ones are examples until you save yours.' },
  accreditations: {
    title: 'Add your registration numbers',
    why: 'A registration number lets a client check the accreditation with the body that issued it.',
  },
  testimonials: { title: "Replace the sample clients' words", why: 'The quotes on Home and the project pages are examples written for the template.' },
  clients: {
    title: 'Name your clients and add their logos',
    why: "The names under \"Clients we have built for\" on Home are the template's examples; a logo a visitor recognises is proof.",
  },
  contact: {
    title: 'Complete your contact details',
    why: 'Enquiry e-mails, the WhatsApp button and the social icons appear only once these are filled in.',
  },
  hours: { title: 'Check your opening hours', why: 'The Contact page, the footer and search engines show them; they are the seeded example until you save them.' },
  progress: {
    title: 'Post a progress update',
    why: 'Buyers read a development whose last update is more than 30 days old as stalled. Each line is a development you keep a progress log for that has had no update since.',
  },
};

export const CHECKLIST_ORDER: readonly ChecklistStepKey[] = ['photos', 'leaders', 'facts', 'accreditations', 'testimonials', 'clients', 'contact', 'hours', 'progress'];

export const remainingIn = (step: ChecklistStep): number => step.entries.reduce((sum, entry) => sum + entry.count, 0);
