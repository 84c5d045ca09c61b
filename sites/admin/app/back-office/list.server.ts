import { AdminApiError } from './admin.server';

/** A list answer of the API: its page of items and their total. */
interface ListAnswer {
  items: unknown[];
  total: number;
}

export interface FilteredList<L> {
  list: L;
  /** The filters in the page's address (trimmed, empty ones left out): the form's values. */
  filters: Record<string, string>;
  /** The API's refusal of the filters (a 400: `{ message, errors }`), or null. */
  refused: { message?: string; errors: Record<string, string> } | null;
  /** The query of this page (filters and page), for the pagination links. */
  search: string;
  /** The filters alone, for the CSV export link of the same list. */
  exportQuery: string;
}

/**
 * The values of `keys` in the page's address, trimmed, in the order of `keys`; empty and
 * absent ones left out (the first of a repeated one, as the API reads it).
 */
export function queryValues(request: Request, keys: readonly string[]): Record<string, string> {
  const params = new URL(request.url).searchParams;
  const values: Record<string, string> = {};
  for (const key of keys) {
    const value = params.get(key)?.trim();
    if (value) values[key] = value;
  }
  return values;
}

/**
 * A list page's loader: the filters `keys` (and `page`) of the page's address passed to the
 * API's list (`fetchList`, a list method of the client). Filters the API refuses (a 400) give
 * an empty list, with the first page's choices, and the refusal for the page to show.
 */
export async function filteredList<L extends ListAnswer>(
  fetchList: (query: Record<string, string | number>) => Promise<L>,
  request: Request,
  keys: readonly string[],
): Promise<FilteredList<L>> {
  const filters = queryValues(request, keys);
  const query = { ...filters, ...queryValues(request, ['page']) };
  try {
    const list = await fetchList(query);
    return { list, filters, refused: null, search: new URLSearchParams(query).toString(), exportQuery: new URLSearchParams(filters).toString() };
  } catch (error) {
    if (!(error instanceof AdminApiError) || error.status !== 400) throw error;
    const list = await fetchList({ perPage: 1 });
    const refused = { ...(error.body.message === undefined ? {} : { message: error.body.message }), errors: (error.body.errors ?? {}) as Record<string, string> };
    return { list: { ...list, items: [], total: 0 }, filters, refused, search: '', exportQuery: '' };
  }
}
