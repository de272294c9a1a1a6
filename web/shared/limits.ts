// The limits both sides of the browser/server line keep: the server refuses past them, the browser warns or
// stops the typing there, and docs/product.md § Business constants is generated from them (npm run docs:product).

/** Every JSON body, and a public form posted by the browser itself: 413 beyond. */
export const MAX_BODY_KIB = 64;
export const MAX_BODY_BYTES = MAX_BODY_KIB * 1024;

/** An image upload (POST /api/admin/media): the file itself. */
export const MAX_UPLOAD_MB = 25;
export const MAX_UPLOAD_FILE_BYTES = MAX_UPLOAD_MB * 1024 * 1024;
/** What an upload's request may carry beside the file: its part headers, the boundary lines and the alt text field. */
export const UPLOAD_FRAMING_KIB = 512;
export const MAX_UPLOAD_BODY_BYTES = MAX_UPLOAD_FILE_BYTES + UPLOAD_FRAMING_KIB * 1024;

/** A picture's description (alt text), in characters. */
export const MAX_ALT_TEXT = 300;
/** A site setting's value, in characters. */
export const MAX_SETTING_LENGTH = 2000;
/** The reply templates are a list of whole e-mails, so their setting may be longer (and still fits a 64 KiB body). */
export const MAX_TEMPLATES_LENGTH = 60000;

/**
 * A password an admin sets, in characters (code points, any script): long enough to resist guessing; the most is
 * far above the 64 ASVS asks for, and within what sign-in takes (SIGN_IN_PASSWORD_MAX_LENGTH counts UTF-16 units, 2
 * per character beyond the basic plane). Every character counts: the hash takes any length (src/security/passwords.ts).
 */
export const PASSWORD_MIN_CHARACTERS = 10;
export const PASSWORD_MAX_CHARACTERS = 100;
/** A password typed at sign-in: anything longer is refused before it costs a bcrypt. */
export const SIGN_IN_PASSWORD_MAX_LENGTH = 200;
export const USERNAME_MAX_LENGTH = 100;

/** The public forms' fields, in characters. */
export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;
export const PHONE_MAX_LENGTH = 40;
export const MESSAGE_MAX_LENGTH = 5000;

/** Lines of the audit trail per page: what the API gives unasked and at most, and what the Activity tab asks for. */
export const AUDIT_PAGE_DEFAULT = 100;
export const AUDIT_PAGE_MAX = 500;
export const ACTIVITY_PAGE_SIZE = 50;

/** A content block's preview in the admin's lists, in characters. */
export const BLOCK_PREVIEW_LENGTH = 50;
