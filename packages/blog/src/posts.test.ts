import { describe, expect, it } from 'vitest';
import { makePost } from './fixtures';
import {
  isHtmlContent,
  mapHeaderImage,
  resolveAssetUrl,
  selectFeatured,
  selectRecent,
  selectRelated,
  shareLinks,
  splitParagraphs,
  truncateExcerpt,
} from './posts';

describe('selectFeatured / selectRecent', () => {
  it('shows the first 2 featured posts, in order', () => {
    const featured = [makePost({ id: 1 }), makePost({ id: 2 }), makePost({ id: 3 })];
    expect(selectFeatured(featured).map((p) => p.id)).toEqual([1, 2]);
    expect(selectFeatured([featured[2]!]).map((p) => p.id)).toEqual([3]);
    expect(selectFeatured([])).toEqual([]);
  });

  it('shows at most 15 recent posts', () => {
    const recent = Array.from({ length: 20 }, (_, i) => makePost({ id: 1000 + i }));
    expect(selectRecent(recent)).toHaveLength(15);
    expect(selectRecent(recent)[0]?.id).toBe(1000);
  });
});

describe('selectRelated', () => {
  const current = makePost({ id: 10, slug: 'current', categoryId: 1 });

  it('keeps up to 3 posts of the same category, the current one excluded', () => {
    const posts = [current, makePost({ id: 11 }), makePost({ id: 12 }), makePost({ id: 13 }), makePost({ id: 14 })];
    expect(selectRelated(posts, current).map((p) => p.id)).toEqual([11, 12, 13]);
  });

  it('drops posts of other categories', () => {
    const posts = [makePost({ id: 21, categoryId: 2 }), makePost({ id: 22, categoryId: 1 })];
    expect(selectRelated(posts, current).map((p) => p.id)).toEqual([22]);
  });

  it('has none when only the current post is in the category, or it has no category', () => {
    expect(selectRelated([current], current)).toEqual([]);
    expect(selectRelated([makePost({ id: 31 })], { ...current, categoryId: null })).toEqual([]);
  });
});

describe('truncateExcerpt', () => {
  it('cuts text longer than 120 characters at 120 and adds ...', () => {
    const text = 'a'.repeat(130);
    expect(truncateExcerpt(text)).toBe(`${'a'.repeat(120)}...`);
  });

  it('keeps text of 120 characters or fewer as it is', () => {
    expect(truncateExcerpt('a'.repeat(120))).toBe('a'.repeat(120));
    expect(truncateExcerpt('short')).toBe('short');
  });
});

describe('article body', () => {
  it('treats content with <p or <div tags as HTML', () => {
    expect(isHtmlContent('<p>Hello</p>')).toBe(true);
    expect(isHtmlContent('<div class="x">Hello</div>')).toBe(true);
    expect(isHtmlContent('Uses <pre> and <param> only')).toBe(false);
    expect(isHtmlContent('Plain text\n\nSecond paragraph')).toBe(false);
  });

  it('splits plain text on blank lines into paragraphs', () => {
    expect(splitParagraphs('First line\nsame paragraph\n\nSecond\r\n  \r\nThird\n\n\n')).toEqual([
      'First line\nsame paragraph',
      'Second',
      'Third',
    ]);
  });
});

describe('mapHeaderImage', () => {
  it('maps a known built-in header image path to our bundled asset', () => {
    expect(mapHeaderImage('/attached_assets/esg-header.png')).toBe('/images/blog/climate-disclosure-readiness-2025.svg');
    expect(mapHeaderImage('attached_assets/AI-Governance-Header.png?v=2')).toBe(
      '/images/blog/building-an-ai-model-inventory.svg',
    );
  });

  it('keeps any other path and turns a missing one into null', () => {
    expect(mapHeaderImage('/images/blog/x.svg')).toBe('/images/blog/x.svg');
    expect(mapHeaderImage(null)).toBeNull();
    expect(mapHeaderImage('')).toBeNull();
  });
});

describe('resolveAssetUrl', () => {
  it('resolves root-relative paths against the API origin of an embed', () => {
    expect(resolveAssetUrl('/images/blog/a.svg', 'https://www.joognoo.com')).toBe(
      'https://www.joognoo.com/images/blog/a.svg',
    );
  });

  it('keeps absolute URLs, and paths when there is no base', () => {
    expect(resolveAssetUrl('https://cdn.example/a.svg', 'https://www.joognoo.com')).toBe('https://cdn.example/a.svg');
    expect(resolveAssetUrl('/images/a.svg', '')).toBe('/images/a.svg');
    expect(resolveAssetUrl('/images/a.svg')).toBe('/images/a.svg');
  });
});

describe('shareLinks', () => {
  it('puts the encoded address in each share page URL', () => {
    const links = shareLinks('https://www.joognoo.com/blog/a b', 'Title');
    expect(links.twitter).toBe('https://twitter.com/intent/tweet?url=https%3A%2F%2Fwww.joognoo.com%2Fblog%2Fa%20b&text=Title');
    expect(links.linkedin).toBe(
      'https://www.linkedin.com/sharing/share-offsite/?url=https%3A%2F%2Fwww.joognoo.com%2Fblog%2Fa%20b',
    );
    expect(links.facebook).toBe('https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fwww.joognoo.com%2Fblog%2Fa%20b');
  });
});
