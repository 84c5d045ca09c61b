// The catch-all route: any unknown path answers HTTP 404 with a real, helpful page.
import { data } from 'react-router';
import { NotFound } from '../../components/NotFound';
import { notFound } from '../../content/not-found';
import { seo } from '@joognoo/site-kit';
import type { Route } from './+types/route';

export function loader() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = (args) =>
  seo(args, { title: notFound.title, description: notFound.description, brandSuffix: false, noIndex: true });

export default function NotFoundPage() {
  return <NotFound />;
}
