// /invitation/:token, /forgot-password and /reset-password/:token: the signed-out account
// pages live in the back office app, under /admin. A link from an e-mail sent before still
// lands on its page; 308 (not 301) keeps a form post a post.
import { redirect } from 'react-router';
import type { Route } from './+types/route';

function moved({ request }: Route.LoaderArgs | Route.ActionArgs) {
  const { pathname, search } = new URL(request.url);
  return redirect(`/admin${pathname}${search}`, 308);
}

export const loader = moved;
export const action = moved;
