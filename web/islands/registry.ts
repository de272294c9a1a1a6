// The parts of a public page that are hydrated with React in the browser (web/islands/hydrate.tsx): the forms, whose
// inline validation, toasts and kept-offline notice need it. Everything else on a page is static HTML enhanced by a
// few lines of script (web/enhance).
import type { ComponentProps } from 'react';
import { ContactForm } from '../components/forms/ContactForm.tsx';
import { QuoteForm } from '../components/forms/QuoteForm.tsx';

export const ISLANDS = { 'contact-form': ContactForm, 'quote-form': QuoteForm } as const;

export type IslandName = keyof typeof ISLANDS;
export type IslandProps<N extends IslandName> = ComponentProps<(typeof ISLANDS)[N]>;
export { ISLAND_ATTRIBUTE } from '../shared/islands.ts';
