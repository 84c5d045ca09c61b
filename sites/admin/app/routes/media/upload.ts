// POST /admin/content/media/upload: the image upload form's action (back-office/media/ImageUpload.tsx).
import { MEDIA_MESSAGES, type MediaUploadAnswer } from '@joognoo/schemas/admin';
import { safeRedirectTo } from '@joognoo/site-kit';
import { data, redirect } from 'react-router';
import { requireStaff } from '../../back-office/admin.server';
import { MEDIA_LIBRARY_PATH } from '../../back-office/media/paths';
import { appPath } from '../../back-office/paths';
import type { Route } from './+types/upload';

/** Where a form post without JavaScript goes back to (a back-office page), with `?uploaded=` or `?uploadError=`. */
function back(request: Request, params: Record<string, string>): string {
  const target = safeRedirectTo(new URL(request.url).searchParams.get('redirectTo'), MEDIA_LIBRARY_PATH);
  const url = new URL(target, 'http://site.invalid');
  for (const name of ['uploaded', 'uploadedAlt', 'uploadError', 'done']) url.searchParams.delete(name);
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return appPath(`${url.pathname}${url.search}${url.hash}`) ?? appPath(MEDIA_LIBRARY_PATH)!;
}

function message(status: number, body: unknown): string {
  const text = (body as { message?: unknown } | null)?.message;
  if (typeof text === 'string' && text) return text;
  if (status === 413) return MEDIA_MESSAGES.tooLarge;
  if (status === 415) return MEDIA_MESSAGES.unsupportedType;
  return 'The image could not be uploaded. Please try again.';
}

/**
 * Streams the browser's multipart body to `POST /api/admin/media` as it is (same content
 * type, the body read and bounded by the page request guard: MEDIA_UPLOAD_BODY_LIMIT on this
 * path only). A fetch from the upload component (`Accept: application/json`) gets the API's
 * answer as JSON with its status; a plain form post is redirected back to `?redirectTo=` (a
 * same-site path, else the library) with `?uploaded=<url>` or `?uploadError=<message>`.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { api } = await requireStaff(context, request, 'content');
  const wantsJson = (request.headers.get('accept') ?? '').includes('application/json');
  const response = await api.uploadMedia(request.body, request.headers.get('content-type') ?? '');
  const body = (await response.json().catch(() => null)) as unknown;
  if (response.status === 403) throw data({ message: message(403, body) }, { status: 403 });
  if (wantsJson) return Response.json(body ?? { message: message(response.status, body) }, { status: response.status });
  if (response.status === 201) {
    const { media } = body as MediaUploadAnswer;
    return redirect(back(request, { uploaded: media.url, uploadedAlt: media.alt }), 303);
  }
  return redirect(back(request, { uploadError: message(response.status, body) }), 303);
}

export function loader() {
  return redirect(appPath(MEDIA_LIBRARY_PATH)!);
}
