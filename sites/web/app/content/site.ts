import { BRAND, LIMITS } from '@joognoo/schemas';

/**
 * Company facts used by the layout (footer, head data). Contact details and offices of
 * the pages live with the page content (app/content/pages/offices.ts).
 */
export const company = {
  name: BRAND.name,
  foundedYear: LIMITS.foundedYear,
  tagline: 'Modular AI accelerators and products for the enterprise',
  /** Footer credit line ("Product by ..."). */
  productBy: `${BRAND.name} Labs`,
  replyWithinHours: LIMITS.replyWithinHours,
} as const;
