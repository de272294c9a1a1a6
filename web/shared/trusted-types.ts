// The project's one Trusted Types policy (docs/decisions/asvs-5-level-2.md). The pages' content policy requires Trusted Types for
// script sinks (`require-trusted-types-for 'script'; trusted-types metrik`), so a string that reaches innerHTML, an
// iframe's srcdoc or a worker's URL must come through here: every call is a place reviewed for what it passes (an
// icon set's constant drawing, React's own server rendering, the server's preview of a page, the service worker's
// fixed path), and nothing else in the browser, a library or an injected script included, can make one.
import { SERVICE_WORKER_PATH } from './offline-forms.ts';

export const TRUSTED_TYPES_POLICY = 'metrik';

const POLICY_KEY = Symbol.for('metrik.trusted-types-policy');

interface Policy {
  createHTML(html: string): unknown;
  createScriptURL(url: string): unknown;
}

/**
 * Made once per window: the public page's script and a form's chunk are bundled apart, each with its own copy of
 * this module, and `trusted-types metrik` lets a name be created once (a second createPolicy throws).
 */
const policy: Policy | undefined = (() => {
  const scope = globalThis as { trustedTypes?: { createPolicy(name: string, rules: object): Policy }; [POLICY_KEY]?: Policy };
  if (!scope.trustedTypes) return undefined;
  scope[POLICY_KEY] ??= scope.trustedTypes.createPolicy(TRUSTED_TYPES_POLICY, {
    createHTML: (html: string) => html,
    createScriptURL: (url: string) => {
      if (url !== SERVICE_WORKER_PATH) throw new TypeError(`${url} is not a script this site loads.`);
      return url;
    },
  });
  return scope[POLICY_KEY];
})();

/**
 * Markup for a sink, trusted: a TrustedHTML object where the browser has Trusted Types, the string itself elsewhere
 * (the server's rendering, an older browser). Typed as a string, which is how React and the DOM's types take it.
 */
export const trustedHTML = (html: string): string => (policy ? (policy.createHTML(html) as string) : html);

/** The service worker's address, trusted (the only script URL the policy makes). */
export const trustedScriptURL = (url: string): string => (policy ? (policy.createScriptURL(url) as string) : url);
