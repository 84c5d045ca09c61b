// POST /admin/sign-out: ends the session through the API and relays the cookie's removal.
// Redirects take the app's own paths (`redirect('/sign-in')` is /admin/sign-in).
import { redirect } from 'react-router';
import { visitorAdminApi } from '../back-office/admin.server';
import type { Route } from './+types/sign-out';

export async function action({ request, context }: Route.ActionArgs) {
  const { api, setCookies } = visitorAdminApi(context, request);
  await api.signOut();
  const headers = new Headers();
  for (const cookie of setCookies()) headers.append('Set-Cookie', cookie);
  throw redirect('/sign-in', { headers });
}

export function loader() {
  throw redirect('/');
}
