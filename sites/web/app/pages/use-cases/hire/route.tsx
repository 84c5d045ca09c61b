import { UseCasePageView } from '../UseCasePageView';
import { pageCopy } from '../../../content/page-copy';
import { HIRE_USE_CASE } from '../copy';
import { seo } from '@joognoo/site-kit';
import type { Route } from './+types/route';

export const meta: Route.MetaFunction = (args) => seo(args, pageCopy.useCaseHire);

export default function UseCasesHirePage() {
  return <UseCasePageView page={HIRE_USE_CASE} copy={pageCopy.useCaseHire} />;
}
