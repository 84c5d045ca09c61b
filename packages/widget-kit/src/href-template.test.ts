import { describe, expect, it } from 'vitest';
import { fillTemplate, onHost } from './href-template';

describe('fillTemplate', () => {
  it('replaces {slug} with the encoded value and leaves unknown keys', () => {
    expect(fillTemplate('https://partner.example/blog/{slug}', { slug: 'a b' })).toBe('https://partner.example/blog/a%20b');
    expect(fillTemplate('/x/{id}/{other}', { id: 3 })).toBe('/x/3/{other}');
  });

  it('makes a path absolute on our host when the API origin is known', () => {
    expect(onHost('/blog', 'https://www.joognoo.com')).toBe('https://www.joognoo.com/blog');
    expect(onHost('/blog', '')).toBe('/blog');
    expect(onHost('/careers/{slug}', 'https://www.joognoo.com/')).toBe('https://www.joognoo.com/careers/{slug}');
  });
});
