// PLACEHOLDER page: replace the default export with the real blog article (SPEC.md §2 Blog article); its loader will read /api/blog/posts/{slug}.
import { PlaceholderPage } from '../components/PlaceholderPage';
import { detailPages } from '../content/detail-pages';
import { seo } from '../lib/seo';
import type { Route } from './+types/blog-post';

export const meta: Route.MetaFunction = (args) => seo(args, detailPages.blogPost(args.params.slug));

export default function BlogPostPage({ params }: Route.ComponentProps) {
  return <PlaceholderPage copy={detailPages.blogPost(params.slug)} />;
}
