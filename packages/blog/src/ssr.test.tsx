// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { BlogArticle } from './blog-article';
import { BlogList } from './blog-list';
import { categories, makePost } from './fixtures';

describe('server rendering (no window, no document)', () => {
  it('renders the list with its data, no loading text', () => {
    const html = renderToString(
      <BlogList initialData={{ categories, featured: [makePost({ title: 'Server featured' })], recent: [] }} />,
    );
    expect(html).toContain('AI Industry Insights');
    expect(html).toContain('Server featured');
    expect(html).not.toContain('Loading blog content...');
  });

  it('renders an article and the not-found view', () => {
    const post = makePost({ title: 'Server article' });
    expect(renderToString(<BlogArticle slug={post.slug} initialData={{ post, related: [] }} url="https://x.test/a" />)).toContain(
      'Server article',
    );
    expect(renderToString(<BlogArticle slug="gone" initialData={{ post: null }} />)).toContain('Article Not Found');
  });
});
