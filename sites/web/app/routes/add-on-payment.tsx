// PLACEHOLDER page: replace the default export with the add-on request/payment page
// (/add-ons/{governance|managed-services|academy|cloud}/payment, SPEC.md §2 Add-on services).
import { data } from 'react-router';
import { PlaceholderPage } from '../components/PlaceholderPage';
import { findAddOn } from '../content/add-ons';
import { detailPages } from '../content/detail-pages';
import { seo } from '../lib/seo';
import type { Route } from './+types/add-on-payment';

export function loader({ params }: Route.LoaderArgs) {
  const addOn = findAddOn(params.service);
  if (!addOn) throw data(null, { status: 404, statusText: 'Add-on not found' });
  return { copy: detailPages.addOnPayment(addOn) };
}

export const meta: Route.MetaFunction = (args) => (args.loaderData ? seo(args, args.loaderData.copy) : []);

export default function AddOnPaymentPage({ loaderData }: Route.ComponentProps) {
  return <PlaceholderPage copy={loaderData.copy} />;
}
