import { BRAND } from '@joognoo/schemas';
import { describe, expect, it } from 'vitest';
import { USE_CASES, type UseCaseId } from './copy';

describe('links', () => {
  it('use-case pages end with Schedule Demo and Learn More', () => {
    const slugs = { green: BRAND.products.green.slug, ai: BRAND.products.ai.slug, hire: BRAND.products.hire.slug };
    for (const [id, page] of Object.entries(USE_CASES)) {
      expect(page.cta.primary).toEqual({ label: 'Schedule Demo', href: '/contact' });
      expect(page.cta.secondary).toEqual({ label: 'Learn More', href: `/products/${slugs[id as keyof typeof slugs]}` });
      expect(page.problems).toHaveLength(4);
      expect(page.successStories).toHaveLength(2);
      expect(page.features).toHaveLength(4);
      expect(page.hero.stats).toHaveLength(3);
      expect(page.benefitIcons).toHaveLength(page.benefitCategories.length);
    }
    const figures = (id: UseCaseId) => USE_CASES[id].hero.stats.map((stat) => `${stat.value} ${stat.label}`);
    expect(figures('green')).toEqual(expect.arrayContaining(['85% Faster ESG reporting', '300% ROI']));
    expect(figures('ai')).toContain('400% AI ROI');
    expect(figures('hire')).toContain('50% Faster hiring');
  });
});
