import { BRAND } from '@joognoo/schemas';

/** Company e-mail address: `companyEmail('sales')` -> `sales@joognoo.example`. */
export function companyEmail(local: string): string {
  return `${local}@${BRAND.slug}.example`;
}

/** `tel:` link target of a displayed phone number ('+65 6812 4400' -> 'tel:+6568124400'). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** `mailto:` link target of an e-mail address. */
export function mailtoHref(email: string): string {
  return `mailto:${email}`;
}
