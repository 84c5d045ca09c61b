// /case-studies/:slug: the CaseStudyDetail widget,
// server-rendered; an unknown slug is HTTP 404 with 'Case Study Not Found'.
import { CaseStudyDetail } from '@joognoo/case-studies';
import { data, redirect } from 'react-router';
import { RouterLink } from '../../../components/content/RouterLink';
import { orNull } from '../../../components/content/load.server';
import { ogImageFor } from '../../../components/content/og-image';
import { detailPages } from '../../../content/detail-pages';
import { serverApi } from '@joognoo/site-kit/server';
import { absoluteUrl, seo } from '@joognoo/site-kit';
import type { Route } from './+types/route';

export async function loader({ params, context }: Route.LoaderArgs) {
  const caseStudy = await orNull(serverApi(context).getCaseStudy(params.slug));
  if (!caseStudy) return data({ notFound: true as const }, { status: 404 });
  // The API followed an old slug's 301 (the slug changed in the back office): so does the page.
  if (caseStudy.slug !== params.slug) throw redirect(`/case-studies/${encodeURIComponent(caseStudy.slug)}`, 301);
  return {
    notFound: false as const,
    caseStudy,
    url: absoluteUrl(context.siteUrl, `/case-studies/${encodeURIComponent(caseStudy.slug)}`),
  };
}

export const meta: Route.MetaFunction = (args) => {
  const loaded = args.loaderData;
  if (!loaded || loaded.notFound) {
    return seo(args, { ...detailPages.caseStudyNotFound, brandSuffix: false, noIndex: true });
  }
  const { caseStudy } = loaded;
  return seo(args, { ...detailPages.caseStudy(caseStudy), image: ogImageFor(caseStudy.coverImage) });
};

export default function CaseStudyPage({ loaderData, params }: Route.ComponentProps) {
  if (loaderData.notFound) {
    return (
      <CaseStudyDetail key={params.slug} slug={params.slug} initialData={{ caseStudy: null }} linkComponent={RouterLink} />
    );
  }
  const { caseStudy, url } = loaderData;
  return (
    <CaseStudyDetail
      key={caseStudy.slug}
      slug={caseStudy.slug}
      initialData={{ caseStudy }}
      url={url}
      linkComponent={RouterLink}
    />
  );
}
