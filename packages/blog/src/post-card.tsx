import type { BlogPost } from '@joognoo/schemas';
import { MediaCard, headingTag } from '@joognoo/ui';
import { formatShortDate, readTimeText } from './format';
import { useMessages, type LinkComponent } from '@joognoo/widget-kit';
import type { BlogMessageId } from './catalog';
import { mapHeaderImage, resolveAssetUrl } from './posts';
import { CardHeading, Excerpt, Meta, TextLink } from './styles';

export interface PostCardProps {
  post: BlogPost;
  href: string;
  variant: 'featured' | 'recent';
  Link: LinkComponent;
  assetBase?: string | undefined;
  /** Lazy-load the cover (cards below the fold). */
  lazy?: boolean;
  /** Level of the title element. Default 3. */
  headingLevel?: number;
}

/** One article card: cover, title, date, read time, excerpt and 'Read Article' / 'Read More'. */
export function PostCard({ post, href, variant, Link, assetBase, lazy = true, headingLevel = 3 }: PostCardProps) {
  const { t, formatLocale } = useMessages<BlogMessageId>();
  const cover = mapHeaderImage(post.coverImage);
  const cta = variant === 'featured' ? t('blog.card.readArticle') : t('blog.card.readMore');
  const ctaLabel = t(variant === 'featured' ? 'blog.card.readArticleLabel' : 'blog.card.readMoreLabel', { title: post.title });
  const date = post.publishedAt ?? post.createdAt;
  return (
    <MediaCard
      as="article"
      interactive
      data-testid="post-card"
      data-slug={post.slug}
      media={
        cover ? (
          <img
            src={resolveAssetUrl(cover, assetBase)}
            alt=""
            width={variant === 'featured' ? 800 : 640}
            height={variant === 'featured' ? 450 : 360}
            loading={lazy ? 'lazy' : 'eager'}
            decoding="async"
          />
        ) : null
      }
    >
      <Meta>
        <time dateTime={date}>{formatShortDate(date, formatLocale)}</time>
        <span aria-hidden="true">·</span>
        <span>{readTimeText(post.readTime, t)}</span>
      </Meta>
      <CardHeading as={headingTag(headingLevel)} $large={variant === 'featured'}>
        <Link href={href} to={href}>
          <bdi>{post.title}</bdi>
        </Link>
      </CardHeading>
      <Excerpt>
        <bdi>{post.excerpt}</bdi>
      </Excerpt>
      <TextLink>
        <Link href={href} to={href} aria-label={ctaLabel}>
          {cta}
        </Link>
      </TextLink>
    </MediaCard>
  );
}
