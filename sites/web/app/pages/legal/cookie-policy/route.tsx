// /cookie-policy: the text is cookie-policy.md beside this module.
import { pageCopy } from '../../../content/page-copy';
import { seo } from '@joognoo/site-kit';
import { COOKIE_POLICY } from '../copy';
import { LegalDocumentView } from '../LegalDocumentView';
import prose from './cookie-policy.md';
import type { Route } from './+types/route';

export const meta: Route.MetaFunction = (args) => seo(args, pageCopy.cookiePolicy);

export default function CookiePolicyPage() {
  return <LegalDocumentView copy={COOKIE_POLICY} prose={prose} eyebrow={pageCopy.cookiePolicy.eyebrow} />;
}
