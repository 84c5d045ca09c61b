// /cookie-policy (SPEC.md §2 Legal pages): the full text from app/content/pages/legal.ts.
import { LegalDocumentView } from '../components/legal/LegalDocumentView';
import { pageCopy } from '../content/page-copy';
import { COOKIE_POLICY } from '../content/pages';
import { seo } from '@joognoo/site-kit';
import type { Route } from './+types/cookie-policy';

export const meta: Route.MetaFunction = (args) => seo(args, pageCopy.cookiePolicy);

export default function CookiePolicyPage() {
  return <LegalDocumentView document={COOKIE_POLICY} eyebrow={pageCopy.cookiePolicy.eyebrow} />;
}
