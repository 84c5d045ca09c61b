import { AdminApiError, type AdminApi } from './admin.server';

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
 * A list page's loader: the filters `keys` (and `page`) of the page's address passed to the API
 * list at `path`. Filters the API refuses (a 400) give an empty list, with the first page's
 * choices, and the refusal for the page to show.
 */
export async function filteredList<L extends ListAnswer>(api: AdminApi, path: string, request: Request, keys: readonly string[]): Promise<FilteredList<L>> {
  const url = new URL(request.url);
  const query = new URLSearchParams();
  for (const key of [...keys, 'page']) {
    const value = url.searchParams.get(key)?.trim();
    if (value) query.set(key, value);
  }
  const filters = Object.fromEntries([...query].filter(([key]) => key !== 'page'));
  try {
    const list = await api.get<L>(path, query);
    return { list, filters, refused: null, search: query.toString(), exportQuery: new URLSearchParams(filters).toString() };
  } catch (error) {
    if (!(error instanceof AdminApiError) || error.status !== 400) throw error;
    const list = await api.get<L>(path, { perPage: 1 });
    const refused = { ...(error.body.message === undefined ? {} : { message: error.body.message }), errors: (error.body.errors ?? {}) as Record<string, string> };
    return { list: { ...list, items: [], total: 0 }, filters, refused, search: '', exportQuery: '' };
  }
}
