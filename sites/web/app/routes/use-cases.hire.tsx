import { UseCasePageView } from '../components/use-cases/UseCasePageView';
import { pageCopy } from '../content/page-copy';
import { HIRE_USE_CASE } from '../content/pages/use-cases';
import { seo } from '@joognoo/site-kit';
import type { Route } from './+types/use-cases.hire';

export const meta: Route.MetaFunction = (args) => seo(args, pageCopy.useCaseHire);

export default function UseCasesHirePage() {
  return <UseCasePageView page={HIRE_USE_CASE} copy={pageCopy.useCaseHire} />;
}
