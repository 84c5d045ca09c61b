import { data } from 'react-router';
import type { AdminApi } from '../../back-office/admin.server';

/**
 * The API's CSV export passed through as it streams (never read into memory here): the
 * filters of this page's query (without `page`), the API's type and attachment name.
 */
export async function streamCsv(api: AdminApi, apiPath: string, request: Request): Promise<Response> {
  const query = new URL(request.url).searchParams;
  query.delete('page');
  const search = query.toString();
  const response = await api.raw(search ? `${apiPath}?${search}` : apiPath, { headers: { accept: 'text/csv' } });
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { message?: string };
    throw data({ message: body.message ?? 'The export failed.' }, { status: response.status });
  }
  return passDownload(response);
}

/**
 * An API download (a CSV export, an applicant's CV) passed through as it streams: its type,
 * attachment name and length, never cached, never sniffed.
 */
export function passDownload(response: Response): Response {
  const headers = new Headers({ 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' });
  for (const name of ['content-type', 'content-disposition', 'content-length']) {
    const value = response.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(response.body, { status: 200, headers });
}

/** `?done=` of a redirect after a form, as the page's notice. */
export function doneNotice(request: Request, texts: Record<string, string>): string | null {
  const done = new URL(request.url).searchParams.get('done');
  return done ? (texts[done] ?? null) : null;
}
