import { LIMITS } from '@joognoo/schemas';
import { englishMessage } from '@joognoo/ui';
import { INTEGRATIONS_CATALOG } from './catalog';

/**
 * The prompt as a saved-template card shows it: the first 100 characters
 * (`LIMITS.promptPreviewChars`), followed by '...' when the prompt is longer.
 */
export function promptPreview(prompt: string, max: number = LIMITS.promptPreviewChars): string {
  return prompt.length > max ? `${prompt.slice(0, max)}...` : prompt;
}

/** A category value as a label: first letter capitalised, hyphens as spaces ('code-review' -> 'Code review'). */
export function categoryLabel(category: string): string {
  const spaced = category.replace(/-/g, ' ');
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

/** The templates the prompts card counts: the user's plus the two seeded ones (`LIMITS.seededPromptTemplates`). */
export function templateCount(userTemplates: number): number {
  return userTemplates + LIMITS.seededPromptTemplates;
}

/**
 * The prompts card badge in English: the user's templates plus the two seeded ones, then
 * 'Active' ('3 Active' with one template). The panel reads it in its own language
 * (`integrations.card.templatesActive`).
 */
export function promptBadgeText(userTemplates: number): string {
  const count = templateCount(userTemplates);
  return englishMessage(INTEGRATIONS_CATALOG, 'integrations.card.templatesActive', { count, total: String(count) });
}

export type CategoryTone = 'blue' | 'purple' | 'green' | 'red' | 'grey';

/** Code-generation blue, code-review purple, documentation green, security red, others grey. */
export function categoryTone(category: string): CategoryTone {
  switch (category) {
    case 'code-generation':
      return 'blue';
    case 'code-review':
      return 'purple';
    case 'documentation':
      return 'green';
    case 'security':
      return 'red';
    default:
      return 'grey';
  }
}

/** Text and background colours per tone (contrast >= 4.5:1 for the text on its background). */
export const TONE_COLORS: Record<CategoryTone, { fg: string; bg: string }> = {
  blue: { fg: '#1d4ed8', bg: '#dbeafe' },
  purple: { fg: '#7e22ce', bg: '#f3e8ff' },
  green: { fg: '#15803d', bg: '#dcfce7' },
  red: { fg: '#b91c1c', bg: '#fee2e2' },
  grey: { fg: '#4b5563', bg: '#f3f4f6' },
};
