// The "Chat on WhatsApp" link (docs/product.md § WhatsApp link): a plain wa.me address built from the
// whatsapp_number setting, with a first message naming the page. No script from WhatsApp is loaded.

/**
 * The number as wa.me wants it (digits only, country code first); undefined when it is not an international
 * number: 8 to 15 digits once spaces and dashes go, with an optional leading +. No country code starts with 0,
 * so "0803 …" (a number as dialled inside Nigeria) is refused rather than sent to the wrong place.
 */
export function whatsappDigits(number: string): string | undefined {
  const compact = number.trim().replace(/[\s-]/g, '');
  return /^\+?[1-9]\d{7,14}$/.test(compact) ? compact.replace(/^\+/, '') : undefined;
}

/** "Hello {company}, I'm writing from your {page} page." with the blanks filled. */
export function whatsappMessage(template: string, words: { company: string; page: string }): string {
  return template.replace(/\{(company|page)\}/g, (_, key: 'company' | 'page') => words[key]).trim();
}

/** The link for a number and a first message; undefined while no valid number is set (then nothing is shown). */
export function whatsappHref(number: string, message: string): string | undefined {
  const digits = whatsappDigits(number);
  if (!digits) return undefined;
  return message ? `https://wa.me/${digits}?text=${encodeURIComponent(message)}` : `https://wa.me/${digits}`;
}
