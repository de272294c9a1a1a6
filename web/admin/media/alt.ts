// Alt text is asked for before a picture can go on a public page: a description, or "decorative" chosen on purpose.
import * as v from 'valibot';
import { MAX_ALT_TEXT } from '../../shared/limits.ts';

/** The question's two answers, as a form holds them. */
export type AltValues = {
  altText: string;
  decorative: boolean;
};

export const NEEDS_ALT = 'Describe the picture for people who cannot see it, or tick “Decorative (no description)” if it only decorates the page.';

/** The question's fields, for a form that asks it among others (the upload form). */
export const ALT_ENTRIES = {
  altText: v.pipe(v.string(), v.trim(), v.maxLength(MAX_ALT_TEXT, `Alt text must be at most ${MAX_ALT_TEXT} characters.`)),
  decorative: v.boolean(),
};

/** The question's rule, for `v.partialCheck([['altText'], ['decorative']], isAnswered, NEEDS_ALT)` forwarded to altText. */
export const isAnswered = ({ altText, decorative }: AltValues) => decorative || altText !== '';

/** What the image stores: the trimmed description, or '' for decorative. */
export const storedAlt = ({ altText, decorative }: AltValues) => (decorative ? '' : altText);

/** The question on its own (the image's details, the picker's "describe" step); its output is the stored alt text. */
export const AltSchema = v.pipe(
  v.object(ALT_ENTRIES),
  v.forward(v.partialCheck([['altText'], ['decorative']], isAnswered, NEEDS_ALT), ['altText']),
  v.transform(storedAlt),
);

/** The answers a stored value stands for: null is "not described yet", '' is decorative. */
export function altValuesOf(altText: string | null): AltValues {
  return { altText: altText ?? '', decorative: altText === '' };
}

export const isDescribed = (altText: string | null) => altText !== null;
