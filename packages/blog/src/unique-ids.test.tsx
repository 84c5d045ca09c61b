import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BlogArticle } from './blog-article';
import { BlogList, type BlogListData } from './blog-list';
import { categories, makePost } from './fixtures';

/** Ids used more than once in the document (each listed once). */
const duplicateIds = () => {
  const ids = [...document.querySelectorAll('[id]')].map((element) => element.id);
  return [...new Set(ids.filter((id, i) => ids.indexOf(id) !== i))];
};
/** Every aria-labelledby, aria-controls and label `for` points at an element that exists. */
const danglingReferences = () =>
  [...document.querySelectorAll('[aria-labelledby], [aria-controls], label[for]')]
    .flatMap((element) =>
      (element.getAttribute('aria-labelledby') ?? element.getAttribute('aria-controls') ?? element.getAttribute('for') ?? '').split(' '),
    )
    .filter((id) => id && !document.getElementById(id));

describe('two blog widgets on one page', () => {
  it('given two lists (one filtered by a category), no id is used twice and every reference resolves', () => {
    const data: BlogListData = {
      categories,
      featured: [makePost({ id: 1, featured: true })],
      recent: [makePost({ id: 2, slug: 'two' })],
      categoryPosts: { categoryId: 1, posts: [makePost({ id: 3, slug: 'three', categoryId: 1 })] },
    };
    render(
      <>
        <BlogList initialData={data} />
        <BlogList initialData={data} />
        <BlogList initialData={data} category="1" />
        <BlogList initialData={data} category="1" />
      </>,
    );
    expect(document.querySelectorAll('[id]').length).toBeGreaterThan(0);
    expect(duplicateIds()).toEqual([]);
    expect(danglingReferences()).toEqual([]);
  });

  it('given two articles, no id is used twice and every reference resolves', () => {
    const post = makePost({ id: 1, slug: 'a', categoryId: 1 });
    const related = [makePost({ id: 2, slug: 'b', categoryId: 1 })];
    render(
      <>
        <BlogArticle slug="a" initialData={{ post, related }} url="https://www.joognoo.com/blog/a" />
        <BlogArticle slug="a" initialData={{ post, related }} url="https://www.joognoo.com/blog/a" />
      </>,
    );
    expect(document.querySelectorAll('[id]').length).toBeGreaterThan(0);
    expect(duplicateIds()).toEqual([]);
    expect(danglingReferences()).toEqual([]);
  });
});
