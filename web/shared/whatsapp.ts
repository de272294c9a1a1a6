// The "Chat on WhatsApp" link (docs/product.md § WhatsApp link): a plain wa.me address built from the
// whatsapp_number setting, with a first message naming the page. No script from WhatsApp is loaded.
// whatsappDigits is also how the lead desk's "Reply on WhatsApp" reads a visitor's number, so an owner's
// number and a visitor's are read by one rule, and dialableNumber how every tel: link and the structured data
// write a phone number.
import { isNigerianNational, phoneDigits } from './person.ts';

/** Digits with spaces and ( ) - . between them, as people write a number; at most one +, at the very start. */
const WRITTEN_NUMBER = /^\+?[\d\s().-]+$/;

/**
 * The number as wa.me wants it (digits only, country code first); undefined when it cannot be a WhatsApp number.
 * A Nigerian number as dialled at home (0805 123 4567: 0 and ten digits) gets 234 in place of its 0, and
 * "+234 (0) 805 …" loses the 0. Any other number needs its country code: 8 to 15 digits, the first not 0 (no
 * country code starts with 0, so a foreign number written without one is refused rather than sent to the wrong place).
 */
export function whatsappDigits(number: string): string | undefined {
  const text = number.trim();
  if (!WRITTEN_NUMBER.test(text) || /^\+\D*0/.test(text)) return undefined;
  const digits = phoneDigits(text);
  if (isNigerianNational(digits)) return `234${digits.slice(1)}`;
  return /^[1-9]\d{7,14}$/.test(digits) && !text.startsWith('0') ? digits : undefined;
}

/**
 * The one form the whatsapp_number setting is stored in, however it was typed: "+234 805 123 4567" for a Nigerian
 * mobile number (as the site writes its phone), + and the digits for any other. undefined when it cannot be one.
 */
export function internationalWhatsappNumber(number: string): string | undefined {
  const digits = whatsappDigits(number);
  if (!digits) return undefined;
  const nigerian = /^234(\d{3})(\d{3})(\d{4})$/.exec(digits);
  return nigerian ? `+234 ${nigerian[1]} ${nigerian[2]} ${nigerian[3]}` : `+${digits}`;
}

/** A Nigerian number as dialled at home that is not a mobile one: a 0, then an area code and the line (084 234 567). */
const NIGERIAN_LANDLINE = /^0[1-9]\d{6,9}$/;

/**
 * The number as a caller anywhere can dial it, for tel: links and structured data ("0803 555 0199" →
 * "+2348035550199"): what whatsappDigits reads, with its +; a Nigerian landline typed the local way gets +234 in
 * place of its 0 (the company is in Nigeria, so a local number is a Nigerian one); anything else keeps its digits
 * and + as typed. Only for dialling: the site shows the number the way the owner typed it.
 */
export function dialableNumber(number: string): string {
  const digits = whatsappDigits(number);
  if (digits) return `+${digits}`;
  const written = number.replace(/[^\d+]/g, '');
  return NIGERIAN_LANDLINE.test(written) ? `+234${written.slice(1)}` : written;
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
