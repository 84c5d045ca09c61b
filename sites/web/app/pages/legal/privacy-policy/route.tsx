// /privacy-policy: the text is privacy-policy.md beside this module.
import { pageCopy } from '../../../content/page-copy';
import { seo } from '@joognoo/site-kit';
import { PRIVACY_POLICY } from '../copy';
import { LegalDocumentView } from '../LegalDocumentView';
import prose from './privacy-policy.md';
import type { Route } from './+types/route';

export const meta: Route.MetaFunction = (args) => seo(args, pageCopy.privacyPolicy);

export default function PrivacyPolicyPage() {
  return <LegalDocumentView copy={PRIVACY_POLICY} prose={prose} eyebrow={pageCopy.privacyPolicy.eyebrow} />;
}
