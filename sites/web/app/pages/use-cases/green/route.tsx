import { UseCasePageView } from '../UseCasePageView';
import { pageCopy } from '../../../content/page-copy';
import { GREEN_USE_CASE } from '../copy';
import { seo } from '@joognoo/site-kit';
import type { Route } from './+types/route';

export const meta: Route.MetaFunction = (args) => seo(args, pageCopy.useCaseGreen);

export default function UseCasesGreenPage() {
  return <UseCasePageView page={GREEN_USE_CASE} copy={pageCopy.useCaseGreen} />;
}
