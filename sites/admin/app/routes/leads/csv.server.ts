import { data } from 'react-router';
import { queryValues } from '../../back-office/list.server';

/**
 * The API's CSV export passed through as it streams (never read into memory here): the
 * list's filters `keys` of this page's query (never `page`), the API's type and attachment name.
 */
export async function streamCsv(exportCsv: (query: Record<string, string>) => Promise<Response>, request: Request, keys: readonly string[]): Promise<Response> {
  const response = await exportCsv(queryValues(request, keys));
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
