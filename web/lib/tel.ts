import { dialableNumber } from '../shared/whatsapp.ts';

/** A tel: link a caller abroad can use too: "0803 555 0147" → "tel:+2348035550147" (dialableNumber). */
export const telHref = (phone: string) => `tel:${dialableNumber(phone)}`;
