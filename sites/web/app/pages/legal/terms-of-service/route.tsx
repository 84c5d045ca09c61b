// /terms-of-service: the text is terms-of-service.md beside this module.
import { pageCopy } from '../../../content/page-copy';
import { seo } from '@joognoo/site-kit';
import { TERMS_OF_SERVICE } from '../copy';
import { LegalDocumentView } from '../LegalDocumentView';
import prose from './terms-of-service.md';
import type { Route } from './+types/route';

export const meta: Route.MetaFunction = (args) => seo(args, pageCopy.termsOfService);

export default function TermsOfServicePage() {
  return <LegalDocumentView copy={TERMS_OF_SERVICE} prose={prose} eyebrow={pageCopy.termsOfService.eyebrow} />;
}
