import type { BlogCategory } from '@joognoo/schemas';

/**
 * The blog's `?category=` value holds a category slug or a numeric id. A numeric id is
 * used as it is; a slug resolves to the id of the category with that slug once the
 * categories are loaded, and to `null` when no category has it. An empty or missing
 * value is `null` (no category).
 */
export function resolveCategory(
  param: string | number | null | undefined,
  categories: readonly BlogCategory[] | null | undefined,
): number | null {
  if (param == null) return null;
  if (typeof param === 'number') return Number.isInteger(param) && param > 0 ? param : null;
  const value = param.trim();
  if (value === '') return null;
  if (/^\d+$/.test(value)) {
    const id = Number(value);
    return id > 0 ? id : null;
  }
  const found = categories?.find((c) => c.slug.toLowerCase() === value.toLowerCase());
  return found ? found.id : null;
}

/** True while a slug cannot be resolved yet because the categories are not loaded. */
export function isCategoryPending(
  param: string | number | null | undefined,
  categories: readonly BlogCategory[] | null | undefined,
): boolean {
  if (param == null || typeof param === 'number') return false;
  const value = param.trim();
  return value !== '' && !/^\d+$/.test(value) && categories == null;
}

/** The `?category=` value to put in a link: the slug, else the id. */
export function categoryParam(category: { id: number; slug?: string | null }): string {
  return category.slug ? category.slug : String(category.id);
}
