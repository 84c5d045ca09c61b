import { render } from '@testing-library/react';
import { idProblems } from '@joognoo/widget-kit/testing';
import { describe, expect, it } from 'vitest';
import { BlogArticle } from './blog-article';
import { BlogList, type BlogListData } from './blog-list';
import { categories, makePost } from './fixtures';

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
    const problems = idProblems();
    expect(problems.ids).toBeGreaterThan(0);
    expect(problems).toMatchObject({ duplicates: [], dangling: [] });
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
    const problems = idProblems();
    expect(problems.ids).toBeGreaterThan(0);
    expect(problems).toMatchObject({ duplicates: [], dangling: [] });
  });
});
