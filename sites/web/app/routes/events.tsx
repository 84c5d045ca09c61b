// PLACEHOLDER page: replace the default export with the real page (SPEC.md §2).
// Title, description and H1 come from `pages.events` in app/content/pages.ts.
import { PlaceholderPage } from '../components/PlaceholderPage';
import { pages } from '../content/pages';
import { seo } from '../lib/seo';
import type { Route } from './+types/events';

export const meta: Route.MetaFunction = (args) => seo(args, pages.events);

export default function EventsPage() {
  return <PlaceholderPage copy={pages.events} />;
}
