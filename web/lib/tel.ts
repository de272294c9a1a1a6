/** A tel: link for a phone number as people write it ("+234 803 555 0147" → "tel:+2348035550147"). */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
