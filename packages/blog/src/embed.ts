/**
 * `<joognoo-blog>`: the blog list, or one article with `post="{slug}"`.
 *
 * ```html
 * <script type="module" src="https://www.joognoo.com/embed/v1/loader.js"></script>
 * <joognoo-blog api-base="https://www.joognoo.com" post-href="https://partner.example/insights/{slug}"></joognoo-blog>
 * ```
 */
import { defineWidget } from '@joognoo/widget-kit';
import { blogElement } from './element';
import { BlogWidget } from './widget';
import { BLOG_CATALOG } from './catalog';

export { BLOG_TAG, blogElement } from './element';

defineWidget({
  ...blogElement,
  catalog: BLOG_CATALOG,
  packageName: '@joognoo/blog',
  component: BlogWidget,
  minHeight: 480,
  ready: 'manual',
});
export type { BlogElementAttributes } from './jsx';
