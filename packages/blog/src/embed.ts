/**
 * `<joognoo-blog>`: the blog list, or one article with `post="{slug}"`.
 *
 * ```html
 * <script type="module" src="https://www.joognoo.com/embed/v1/loader.js"></script>
 * <joognoo-blog api-base="https://www.joognoo.com" post-href="https://partner.example/insights/{slug}"></joognoo-blog>
 * ```
 */
import { defineWidget } from '@joognoo/widget-kit';
import { BlogWidget } from './widget';

export const BLOG_TAG = 'joognoo-blog';

defineWidget({
  tagName: BLOG_TAG,
  component: BlogWidget,
  attributes: {
    post: 'string',
    category: 'string',
    'post-href': 'string',
    'blog-href': 'string',
  },
  minHeight: 480,
  ready: 'manual',
});
