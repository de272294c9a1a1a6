// The browser's side of passkeys (@simplewebauthn/browser): ask the server for a prompt, let the phone, laptop or
// security key answer it, send the answer back. The server checks everything; this only carries it.
import { startAuthentication, startRegistration } from '@simplewebauthn/browser';
import { ApiError, apiRequest } from '../../lib/api.ts';
import { storeToken } from '../session.ts';

type Prompt<O> = { ceremony: string; options: O };
type CreationOptions = Parameters<typeof startRegistration>[0]['optionsJSON'];
type RequestOptions = Parameters<typeof startAuthentication>[0]['optionsJSON'];

/** Whether this browser can use passkeys at all. */
export const passkeysSupported = () => typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';

/** A sentence for the admin when the device's prompt did not give an answer. */
export function passkeyProblem(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.detail || fallback;
  const name = error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'AbortError') return 'The passkey prompt was closed, or no passkey of this website was chosen. Please try again.';
  if (name === 'InvalidStateError') return 'This device already has a passkey for your account here.';
  if (name === 'SecurityError') return 'Passkeys need the website’s own address (https). Open the panel from it and try again.';
  return error instanceof Error && error.message ? error.message : fallback;
}

/** Creates a passkey on this device for the signed-in admin, under `name`. */
export async function createPasskey(name: string) {
  const prompt = await apiRequest<Prompt<CreationOptions>>('POST', '/api/admin/passkeys/options');
  const credential = await startRegistration({ optionsJSON: prompt.options });
  return apiRequest<{ passkey: { id: number; name: string }; recoveryCodes?: string[] }>('POST', '/api/admin/passkeys', { ceremony: prompt.ceremony, name, credential });
}

/**
 * Signs in with any passkey of this site (the device checks it is you: PIN, fingerprint or face), or (with the
 * password step's ticket) as the second step, where having it is enough.
 */
export async function signInWithPasskey(ticket?: string) {
  const prompt = await apiRequest<Prompt<RequestOptions>>('POST', `/api/admin/login/passkey/options${ticket ? '?step=second' : ''}`);
  const credential = await startAuthentication({ optionsJSON: prompt.options });
  return apiRequest<{ token: string }>('POST', '/api/admin/login/passkey', { ceremony: prompt.ceremony, credential, ...(ticket ? { ticket } : {}) });
}

/** Confirms it is the signed-in admin with one of their own passkeys; the session goes on under the new token. */
export async function confirmWithPasskey(): Promise<void> {
  const prompt = await apiRequest<Prompt<RequestOptions>>('POST', '/api/admin/reauth/options');
  const credential = await startAuthentication({ optionsJSON: prompt.options });
  const { token } = await apiRequest<{ token: string }>('POST', '/api/admin/reauth', { ceremony: prompt.ceremony, credential });
  storeToken(token);
}
