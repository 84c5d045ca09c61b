// /terms-of-service (SPEC.md §2 Legal pages): the full text from app/content/pages/legal.ts.
import { LegalDocumentView } from '../components/legal/LegalDocumentView';
import { pageCopy } from '../content/page-copy';
import { TERMS_OF_SERVICE } from '../content/pages';
import { seo } from '@joognoo/site-kit';
import type { Route } from './+types/terms-of-service';

export const meta: Route.MetaFunction = (args) => seo(args, pageCopy.termsOfService);

export default function TermsOfServicePage() {
  return <LegalDocumentView document={TERMS_OF_SERVICE} eyebrow={pageCopy.termsOfService.eyebrow} />;
}
