export { BlogList, type BlogListProps, type BlogListData } from './blog-list';
export { BlogArticle, type BlogArticleProps, type BlogArticleData } from './blog-article';
export { BlogWidget, type BlogWidgetProps } from './widget';
export type { BlogClient } from './client';
export type { LinkComponent, LinkProps } from '@joognoo/widget-kit';
export { resolveCategory, isCategoryPending, categoryParam } from './category';
export { formatShortDate, formatLongDate } from './format';
export {
  selectFeatured,
  selectRecent,
  selectRelated,
  truncateExcerpt,
  isHtmlContent,
  splitParagraphs,
  mapHeaderImage,
  HEADER_IMAGE_MAP,
  resolveAssetUrl,
  shareLinks,
} from './posts';
export { fillTemplate } from '@joognoo/widget-kit';
export { blogElement, BLOG_TAG } from './element';
export type { BlogElementAttributes } from './jsx';
export { BLOG_CATALOG, type BlogMessageId } from './catalog';
