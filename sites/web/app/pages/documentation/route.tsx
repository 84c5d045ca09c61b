import { DocsBrowser } from './DocsBrowser';
import { PageHero } from '@joognoo/site-kit';
import { CtaBand } from '../../components/sections/CtaBand';
import { pageCopy } from '../../content/page-copy';
import { DOCS_BANNER, DOCS_HERO } from './copy';
import { seo } from '@joognoo/site-kit';
import type { Route } from './+types/route';

export const meta: Route.MetaFunction = (args) => seo(args, pageCopy.documentation);

export default function DocumentationPage() {
  return (
    <>
      <PageHero eyebrow={pageCopy.documentation.eyebrow} heading={DOCS_HERO.title} intro={DOCS_HERO.subtitle} />
      <DocsBrowser />
      <CtaBand content={DOCS_BANNER} />
    </>
  );
}
