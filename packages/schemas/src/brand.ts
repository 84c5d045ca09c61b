/**
 * The brand, set in exactly one place (ARCHITECTURE.md): every other module builds its
 * strings from this object, so a rebrand is a one-file change.
 */
export const BRAND = {
  name: 'Joognoo',
  slug: 'joognoo',
  products: {
    green: { slug: 'joognoo-green', name: 'Joognoo.Green' },
    ai: { slug: 'joognoo-ai', name: 'Joognoo.ai' },
    hire: { slug: 'joognoo-hire', name: 'Joognoo.Hire' },
  },
} as const;

export type ProductKey = keyof typeof BRAND.products;
