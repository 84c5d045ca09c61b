import { UseCasePageView } from '../UseCasePageView';
import { pageCopy } from '../../../content/page-copy';
import { AI_USE_CASE } from '../copy';
import { seo } from '@joognoo/site-kit';
import type { Route } from './+types/route';

export const meta: Route.MetaFunction = (args) => seo(args, pageCopy.useCaseAi);

export default function UseCasesAiPage() {
  return <UseCasePageView page={AI_USE_CASE} copy={pageCopy.useCaseAi} />;
}
