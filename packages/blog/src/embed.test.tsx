import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { categories, makePost } from './fixtures';
import { BLOG_TAG } from './embed';

function stubFetch(routes: Record<string, unknown>) {
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const path = new URL(url).pathname;
    if (path in routes) {
      return new Response(JSON.stringify(routes[path]), { status: 200, headers: { 'content-type': 'application/json' } });
    }
    return new Response(JSON.stringify({ message: 'Not found' }), { status: 404, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.querySelectorAll(BLOG_TAG).forEach((element) => element.remove());
});

const routes = {
  '/api/blog/categories': categories,
  '/api/blog/posts/featured': [makePost({ id: 1, title: 'Featured one', featured: true })],
  '/api/blog/posts/recent': [makePost({ id: 2, slug: 'two', title: 'Recent one' })],
};

describe('<joognoo-blog>', () => {
  it('given a child in slot="newsletter", shows it below the articles', async () => {
    stubFetch(routes);
    const blog = document.createElement(BLOG_TAG);
    blog.setAttribute('api-base', 'https://www.joognoo.com');
    const box = document.createElement('form');
    box.slot = 'newsletter';
    blog.append(box);
    document.body.append(blog);
    await waitFor(() => expect(blog.shadowRoot?.textContent).toContain('Recent one'));
    const slot = blog.shadowRoot!.querySelector<HTMLSlotElement>('slot[name="newsletter"]');
    expect(slot?.assignedElements()).toEqual([box]);
  });

  it('without one, shows no newsletter box', async () => {
    stubFetch(routes);
    const blog = document.createElement(BLOG_TAG);
    blog.setAttribute('api-base', 'https://www.joognoo.com');
    document.body.append(blog);
    await waitFor(() => expect(blog.shadowRoot?.textContent).toContain('Recent one'));
    expect(blog.shadowRoot!.querySelector('slot')).toBeNull();
    expect(blog.shadowRoot!.textContent).not.toContain('Subscribe');
  });
});
