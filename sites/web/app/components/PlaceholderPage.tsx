import { Button } from '@joognoo/ui';
import { Link, useLocation } from 'react-router';
import { headerCta } from '../content/navigation';
import type { PageCopy } from '../content/page-copy';
import { PageHero } from './PageHero';

export interface PlaceholderPageProps {
  copy: Pick<PageCopy, 'heading' | 'intro'> & { eyebrow?: string | undefined };
}

/**
 * PLACEHOLDER: stands in for a page whose real content is built later. It renders the
 * page's real H1 and intro (title and meta description come from the route's `meta`),
 * so the route is complete for users and crawlers until its owner replaces the route
 * module's default export with the real page.
 */
export function PlaceholderPage({ copy }: PlaceholderPageProps) {
  const onCtaPage = useLocation().pathname === headerCta.href;
  return (
    <PageHero
      eyebrow={copy.eyebrow}
      heading={copy.heading}
      intro={copy.intro}
      actions={
        <>
          {onCtaPage ? null : (
            <Button as={Link} to={headerCta.href} variant="apple" size="lg">
              {headerCta.label}
            </Button>
          )}
          <Button as={Link} to="/" variant="apple-secondary" size="lg">
            Back to home
          </Button>
        </>
      }
    />
  );
}
