/**
 * The back office's shared record mechanism (leads and job applications): a status with its
 * history table, notes, and the list filters both inboxes have (words, a day range, distinct
 * values). Parameterised by the tables of one kind of record.
 */
import { UTM_PARAMETERS } from '@joognoo/schemas';
import type { Knex } from 'knex';
import { escapeLike, toDbTime, toIso, toStringOrNull } from '../db/columns.ts';
import { isSqlite, type Database, type Transaction } from '../db/index.ts';

type Db = Database | Transaction;

/** The tables of one kind of record: its own, its notes and its status changes (both keyed by `key`). */
export interface RecordTables {
  table: string;
  notes: string;
  history: string;
  key: string;
}

export interface RecordNote {
  id: number;
  body: string;
  author: { id: number | null; email: string };
  createdAt: string;
}

export interface RecordStatusChange<Status extends string> {
  id: number;
  from: Status | null;
  to: Status;
  actor: { id: number | null; email: string };
  createdAt: string;
}

/** Who wrote a note or changed a status. */
export interface RecordAuthor {
  id: number;
  email: string;
}

const userRef = (id: unknown, email: unknown) => ({ id: id == null ? null : Number(id), email: String(email) });

/** The record's row (the given columns), write-locked on MariaDB (SQLite has one writer); undefined when there is none. */
export async function lockedRecord<Row>(trx: Transaction, tables: RecordTables, id: number, columns: readonly string[]): Promise<Row | undefined> {
  const query = trx(tables.table).where({ id });
  if (!isSqlite(trx)) query.forUpdate();
  return (await query.first(...columns)) as Row | undefined;
}

/** Moves the record to `to` and appends the change to its history. */
export async function writeStatus(trx: Transaction, tables: RecordTables, id: number, change: { from: string; to: string; actor: RecordAuthor }, now: Date): Promise<void> {
  const at = toDbTime(trx, now);
  await trx(tables.table).where({ id }).update({ status: change.to, status_changed_at: at });
  await trx(tables.history).insert({ [tables.key]: id, from_status: change.from, to_status: change.to, actor_user_id: change.actor.id, actor_email: change.actor.email, created_at: at });
}

/** Adds a note to the record; returns its id. */
export async function insertNote(trx: Transaction, tables: RecordTables, id: number, note: { body: string; author: RecordAuthor }, now: Date): Promise<number> {
  const [noteId] = await trx(tables.notes).insert({ [tables.key]: id, author_user_id: note.author.id, author_email: note.author.email, body: note.body, created_at: toDbTime(trx, now) });
  return Number(noteId);
}

/** The record's notes and status history, oldest first. */
export async function notesAndHistory<Status extends string>(db: Db, tables: RecordTables, id: number): Promise<{ notes: RecordNote[]; history: RecordStatusChange<Status>[] }> {
  const notes: Record<string, unknown>[] = await db(tables.notes).where({ [tables.key]: id }).orderBy('id');
  const history: Record<string, unknown>[] = await db(tables.history).where({ [tables.key]: id }).orderBy('id');
  return {
    notes: notes.map((note) => ({ id: Number(note.id), body: String(note.body), author: userRef(note.author_user_id, note.author_email), createdAt: toIso(note.created_at) })),
    history: history.map((change) => ({
      id: Number(change.id),
      from: (change.from_status ?? null) as Status | null,
      to: String(change.to_status) as Status,
      actor: userRef(change.actor_user_id, change.actor_email),
      createdAt: toIso(change.created_at),
    })),
  };
}

/** Every word of `q` in one of `columns` (LIKE, with ESCAPE '!', is case-insensitive on both dialects' text). */
export function whereWords(query: Knex.QueryBuilder, q: string | undefined, columns: readonly string[]): void {
  if (!q) return;
  for (const word of q.split(/\s+/).filter(Boolean).slice(0, 8)) {
    const pattern = `%${escapeLike(word)}%`;
    query.where((inner) => {
      for (const column of columns) inner.orWhereRaw(`${column} LIKE ? ESCAPE '!'`, [pattern]);
    });
  }
}

/** `column` on or after the day `from` and on or before the day `to` (YYYY-MM-DD, UTC, inclusive). */
export function whereDays(db: Db, query: Knex.QueryBuilder, column: string, { from, to }: { from?: string; to?: string }): void {
  if (from) query.where(column, '>=', toDbTime(db, `${from}T00:00:00.000Z`));
  if (to) query.where(column, '<', toDbTime(db, new Date(Date.parse(`${to}T00:00:00.000Z`) + 86_400_000)));
}

/** Distinct non-empty values of a column, at most 200 (a filter form's choices). */
export async function distinctValues(db: Db, table: string, column: string): Promise<string[]> {
  const rows = await db(table).distinct(column).whereNotNull(column).where(column, '<>', '').orderBy(column).limit(200);
  return rows.map((row: Record<string, unknown>) => String(row[column]));
}

/** Rows of a filtered list, newest first (by `created_at`, then `id`), one page of them, and the total. */
export async function newestFirstPage<Row>(query: () => Knex.QueryBuilder, alias: string, columns: readonly string[], { offset, perPage }: { offset: number; perPage: number }): Promise<{ rows: Row[]; total: number }> {
  const [{ total }] = await query().count({ total: '*' });
  const rows: Row[] = await query()
    .select(...columns)
    .orderBy([{ column: `${alias}.created_at`, order: 'desc' }, { column: `${alias}.id`, order: 'desc' }])
    .limit(perPage)
    .offset(offset);
  return { rows, total: Number(total) };
}

/** Where the record came from, as the back office shows it: the partner (with `partner_name` joined), page, referrer and utm_*. */
export function attributionOf(row: Record<string, unknown>) {
  return {
    partnerId: toStringOrNull(row.partner_id),
    partnerName: toStringOrNull(row.partner_name),
    pageUrl: toStringOrNull(row.page_url),
    referrer: toStringOrNull(row.referrer),
    ...(Object.fromEntries(UTM_PARAMETERS.map((name) => [name, toStringOrNull(row[name])])) as Record<(typeof UTM_PARAMETERS)[number], string | null>),
  };
}
