// The bodies of the sign-in, password and two-factor calls: the server validates each request with these, and
// the panel's forms check the same rules with the same words before sending (docs/product.md § Forms).
import * as v from 'valibot';
import { EMAIL_MAX_LENGTH, SIGN_IN_PASSWORD_MAX_LENGTH } from './limits.ts';
import { NewPasswordSchema } from './schemas.ts';

const filled = (label: string, max: number) =>
  v.optional(v.pipe(v.string(`${label} is required`), v.trim(), v.minLength(1, `${label} is required`), v.maxLength(max, `${label} is too long`)), '');

/** A password being checked, not chosen: never trimmed, any length up to what bcrypt could have been given. */
const password = (label: string) => v.pipe(v.string(`${label} is required`), v.minLength(1, `${label} is required`), v.maxLength(SIGN_IN_PASSWORD_MAX_LENGTH, `${label} is too long`));

export const SecondStepBody = v.object({ ticket: filled('The sign-in ticket', 2000), code: filled('Code', 40) });

/** Apps show the code in two groups of three ("123 456"): typed either way it is the same code. */
export const ConfirmBody = v.object({
  code: v.optional(
    v.pipe(
      v.string('Code is required'),
      v.regex(/^\s*\d{3}\s?\d{3}\s*$/, 'Enter the 6-digit code from your app'),
      v.transform((code) => code.replace(/\s/g, '')),
    ),
    '',
  ),
});

export const DisableBody = v.object({ password: v.optional(password('Password'), '') });

export const ResetRequestBody = v.object({
  email: v.optional(
    v.pipe(
      v.string('E-mail address is required'),
      v.trim(),
      v.minLength(1, 'E-mail address is required'),
      v.maxLength(EMAIL_MAX_LENGTH, 'E-mail address is too long'),
      v.email('Enter a valid e-mail address'),
    ),
    '',
  ),
});

export const ResetConfirmBody = v.object({
  token: v.optional(v.pipe(v.string('The link is not complete'), v.regex(/^[\w-]{20,100}$/, 'The link is not complete. Open it again from the e-mail.')), ''),
  newPassword: v.optional(NewPasswordSchema, ''),
});

export const PasswordChangeBody = v.object({ currentPassword: password('Current password'), newPassword: NewPasswordSchema });

/** The reset page's form: the new password twice (the second typing is only checked here, never sent). */
export const NewPasswordForm = v.pipe(
  v.object({ newPassword: NewPasswordSchema, confirm: v.string() }),
  v.forward(
    v.partialCheck([['newPassword'], ['confirm']], (input) => input.newPassword === input.confirm, 'The two passwords do not match'),
    ['confirm'],
  ),
);

/** Settings › Password: the current one, then the new one twice; the new one must differ. */
export const PasswordChangeForm = v.pipe(
  v.object({ currentPassword: password('Current password'), newPassword: NewPasswordSchema, confirm: v.string() }),
  v.forward(
    v.partialCheck([['currentPassword'], ['newPassword']], (input) => input.newPassword !== input.currentPassword, 'Choose a password different from the current one'),
    ['newPassword'],
  ),
  v.forward(
    v.partialCheck([['newPassword'], ['confirm']], (input) => input.newPassword === input.confirm, 'The two new passwords do not match'),
    ['confirm'],
  ),
);

/** The second sign-in step's form: the ticket comes from the first step, the code from the admin. */
export const codeForm = (recovery: boolean) => v.object({ code: filled(recovery ? 'Recovery code' : 'Code', 40) });

/** A passkey's name, chosen by the admin ("Work laptop", "Phone"). */
const PasskeyName = v.pipe(
  v.string('Name is required'),
  v.trim(),
  v.minLength(1, 'Give the passkey a name, such as "Phone" or "Work laptop"'),
  v.maxLength(60, 'Use at most 60 characters'),
);
export const PasskeyNameBody = v.object({ name: PasskeyName });

const ceremony = v.pipe(v.string('The passkey prompt is missing'), v.regex(/^[\w-]{10,40}$/, 'The passkey prompt is not complete. Please try again.'));
const encoded = (max: number) => v.pipe(v.string(), v.maxLength(max, 'The passkey answer is too long'));
/**
 * The browser's WebAuthn answer as @simplewebauthn/browser sends it (base64url fields); only its shape and size are
 * checked here, its signature and origin by the server's passkey check.
 */
const credential = <R extends v.ObjectEntries>(response: R) =>
  v.looseObject({
    id: v.pipe(v.string('The passkey answer has no id'), v.regex(/^[\w-]{1,1400}$/, 'The passkey answer is not readable')),
    rawId: encoded(1400),
    type: v.literal('public-key', 'The passkey answer is not readable'),
    response: v.looseObject(response),
  });
const RegistrationCredential = credential({ clientDataJSON: encoded(4000), attestationObject: encoded(20_000), transports: v.optional(v.array(encoded(20))) });
const AuthenticationCredential = credential({ clientDataJSON: encoded(4000), authenticatorData: encoded(4000), signature: encoded(1000) });

export const AddPasskeyBody = v.object({ ceremony, name: PasskeyName, credential: RegistrationCredential });
export const PasskeySignInBody = v.object({ ceremony, credential: AuthenticationCredential, ticket: v.optional(v.pipe(v.string(), v.maxLength(2000))) });
/** Confirming it is you: the password, or a passkey's answer to the prompt. */
export const ReauthBody = v.object({
  password: v.optional(password('Password')),
  ceremony: v.optional(ceremony),
  credential: v.optional(AuthenticationCredential),
});
export const SecurityPolicyBody = v.object({ requireSecondFactor: v.boolean('requireSecondFactor must be true or false') });
