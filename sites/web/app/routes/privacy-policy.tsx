// /privacy-policy (SPEC.md §2 Legal pages): the full text from app/content/pages/legal.ts.
import { LegalDocumentView } from '../components/legal/LegalDocumentView';
import { pageCopy } from '../content/page-copy';
import { PRIVACY_POLICY } from '../content/pages';
import { seo } from '@joognoo/site-kit';
import type { Route } from './+types/privacy-policy';

export const meta: Route.MetaFunction = (args) => seo(args, pageCopy.privacyPolicy);

export default function PrivacyPolicyPage() {
  return <LegalDocumentView document={PRIVACY_POLICY} eyebrow={pageCopy.privacyPolicy.eyebrow} />;
}
