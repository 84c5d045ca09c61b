/** `ai-governance-in-2025` -> `Ai Governance In 2025` (head data of placeholder detail pages). */
export function humanizeSlug(slug: string): string {
  return slug
    .split(/[-_]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
