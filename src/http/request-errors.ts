// The sentences of the errors any API route may answer, whatever its handler: one home for the words, so the
// table of docs/product.md § Request errors is generated from what the server says (npm run docs:product).
import { MAX_BODY_KIB } from '../../web/shared/limits.ts';

export const NOT_JSON = 'Send the body as JSON (Content-Type: application/json).';
export const INVALID_JSON = 'The request body is not valid JSON.';
export const NOT_AN_OBJECT = 'The request body must be a JSON object.';
export const BODY_TOO_LARGE = `The request body is larger than ${MAX_BODY_KIB} KiB.`;

export const NO_TOKEN = 'Sign in as an admin to do this.';
export const MALFORMED_TOKEN = 'Send the admin token as "Authorization: Bearer <token>".';
export const SESSION_INVALID = 'Your session has expired or is not valid. Please sign in again.';
export const OTHER_ORIGIN = 'This request did not come from the admin panel of this site.';

export const NO_SUCH_ROUTE = 'No such API route.';
/** A row that is not there (or no longer): "There is no page 7." */
export const noSuch = (noun: string, id: number | string) => `There is no ${noun} ${id}.`;
/** A known path called with another method (the answer carries Allow). */
export const otherMethod = (methods: Iterable<string>) => `Use ${[...methods].join(' or ')} for this address.`;

export const SERVER_FAULT = 'Something went wrong on our side. Please try again.';

/** A body, query or path that does not fit, when no field's own sentence says more. */
export const NOT_VALID = 'The request is not valid.';
