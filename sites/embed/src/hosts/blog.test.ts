import { afterEach, describe, expect, it } from 'vitest';
import { fillNewsletterSlot, fillNewsletterSlots } from './blog';

const page = (html: string) => {
  document.body.innerHTML = html;
  return document.body.firstElementChild!;
};
const boxOf = (blog: Element) => blog.querySelector(':scope > [slot="newsletter"]');
const attributes = (element: Element | null) =>
  Object.fromEntries([...(element?.attributes ?? [])].map((attribute) => [attribute.name, attribute.value]));

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the default newsletter box of a script-tag blog', () => {
  it('fills a bare blog list with a newsletter element carrying its api-base, source, partner, theme, nonce and the next heading level', () => {
    const blog = page('<joognoo-blog api-base="https://api.example" source="acme-blog" partner="acme-reseller" theme="dark" nonce="n0nce" heading-level="2"></joognoo-blog>');
    fillNewsletterSlot(blog);
    const box = boxOf(blog);
    expect(box?.localName).toBe('joognoo-newsletter');
    expect(attributes(box)).toEqual({
      slot: 'newsletter',
      'api-base': 'https://api.example',
      source: 'acme-blog',
      partner: 'acme-reseller',
      theme: 'dark',
      nonce: 'n0nce',
      'heading-level': '3',
    });
  });

  it('uses heading level 2 under a blog of the default level', () => {
    const blog = page('<joognoo-blog></joognoo-blog>');
    fillNewsletterSlot(blog);
    expect(attributes(boxOf(blog))).toEqual({ slot: 'newsletter', 'heading-level': '2' });
  });

  it('leaves a blog alone that slots its own box (or an empty one), and an article', () => {
    const own = page('<joognoo-blog><joognoo-newsletter slot="newsletter" source="mine"></joognoo-newsletter></joognoo-blog>');
    fillNewsletterSlot(own);
    expect(own.children).toHaveLength(1);
    expect(own.firstElementChild!.getAttribute('source')).toBe('mine');
    const none = page('<joognoo-blog><div slot="newsletter"></div></joognoo-blog>');
    fillNewsletterSlot(none);
    expect(none.children).toHaveLength(1);
    const article = page('<joognoo-blog post="ai-in-2026"></joognoo-blog>');
    fillNewsletterSlot(article);
    expect(article.children).toHaveLength(0);
  });

  it('fills blogs already on the page and ones added later, once each', async () => {
    document.body.innerHTML = '<joognoo-blog></joognoo-blog>';
    const observer = fillNewsletterSlots(document);
    const later = document.createElement('section');
    later.innerHTML = '<joognoo-blog source="later"></joognoo-blog>';
    document.body.append(later);
    await new Promise((resolve) => setTimeout(resolve, 0));
    observer.disconnect();
    const blogs = [...document.querySelectorAll('joognoo-blog')];
    expect(blogs.map((blog) => blog.querySelectorAll('joognoo-newsletter').length)).toEqual([1, 1]);
    expect(boxOf(blogs[1]!)?.getAttribute('source')).toBe('later');
  });
});
