import { AdminApiError } from '@joognoo/api-client/admin';
import { describe, expect, it } from 'vitest';
import { streamCsv } from '../routes/leads/csv.server';
import { filteredList, queryValues } from './list.server';

const page = (url: string) => new Request(`https://joognoo.example/admin${url}`);
const KEYS = ['q', 'status', 'from'] as const;

describe('a list page passes its address to the client', () => {
  it('the filters of `keys`, trimmed, in their order, the first of a repeated one; empty and unknown ones left out', () => {
    expect(queryValues(page('/leads?from=2026-01-01&q=%20ann%20&status=&other=1&q=bob'), KEYS)).toEqual({ q: 'ann', from: '2026-01-01' });
  });

  it('filteredList: the filters and the page to the list method, and the query for the page links and the export', async () => {
    const queries: unknown[] = [];
    const list = { items: [1], total: 1 };
    const loaded = await filteredList(
      async (query) => {
        queries.push(query);
        return list;
      },
      page('/leads?page=2&status=new&q=ann'),
      KEYS,
    );
    expect(queries).toEqual([{ q: 'ann', status: 'new', page: '2' }]);
    expect(loaded).toEqual({ list, filters: { q: 'ann', status: 'new' }, refused: null, search: 'q=ann&status=new&page=2', exportQuery: 'q=ann&status=new' });
  });

  it('filteredList: filters the API refuses (400) give the first page’s choices, no items, and the refusal', async () => {
    const queries: unknown[] = [];
    const loaded = await filteredList(
      async (query) => {
        queries.push(query);
        if ('from' in query) throw new AdminApiError(400, { message: 'Please correct the highlighted fields.', errors: { from: 'Please give a date as YYYY-MM-DD.' } });
        return { items: [1], total: 9, choices: ['a'] };
      },
      page('/leads?from=soon'),
      KEYS,
    );
    expect(queries).toEqual([{ from: 'soon' }, { perPage: 1 }]);
    expect(loaded).toEqual({
      list: { items: [], total: 0, choices: ['a'] },
      filters: { from: 'soon' },
      refused: { message: 'Please correct the highlighted fields.', errors: { from: 'Please give a date as YYYY-MM-DD.' } },
      search: '',
      exportQuery: '',
    });
  });

  it('streamCsv: the list’s filters (never the page) to the export, its stream passed on; a refusal is the page’s error', async () => {
    const queries: unknown[] = [];
    const csv = await streamCsv(
      async (query) => {
        queries.push(query);
        return new Response('email\nann@example.com\n', { headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': 'attachment; filename="leads.csv"' } });
      },
      page('/leads/export.csv?q=ann&page=3'),
      KEYS,
    );
    expect(queries).toEqual([{ q: 'ann' }]);
    expect(Object.fromEntries(csv.headers)).toEqual({
      'cache-control': 'no-store',
      'content-disposition': 'attachment; filename="leads.csv"',
      'content-type': 'text/csv; charset=utf-8',
      'x-content-type-options': 'nosniff',
    });
    expect(await csv.text()).toBe('email\nann@example.com\n');

    const refused = await streamCsv(async () => Response.json({ message: 'Please give a date as YYYY-MM-DD.' }, { status: 400 }), page('/leads/export.csv?from=x'), KEYS).catch(
      (error: unknown) => error,
    );
    expect(refused).toMatchObject({ data: { message: 'Please give a date as YYYY-MM-DD.' }, init: { status: 400 } });
  });
});
