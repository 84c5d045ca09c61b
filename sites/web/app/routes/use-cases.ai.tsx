import { UseCasePageView } from '../components/use-cases/UseCasePageView';
import { pageCopy } from '../content/page-copy';
import { AI_USE_CASE } from '../content/pages/use-cases';
import { seo } from '@joognoo/site-kit';
import type { Route } from './+types/use-cases.ai';

export const meta: Route.MetaFunction = (args) => seo(args, pageCopy.useCaseAi);

export default function UseCasesAiPage() {
  return <UseCasePageView page={AI_USE_CASE} copy={pageCopy.useCaseAi} />;
}
