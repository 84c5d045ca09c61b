import type { Database, Transaction } from '../db/index.ts';
import { HttpError, NotFoundError } from '../errors.ts';
import { recordAudit, type AuditActor } from '../people/store/audit.ts';
import { insertNote, lockedRecord, writeStatus, type RecordTables } from './store.ts';

/** One kind of back-office record with a status workflow and notes (a lead, a job application). */
export interface RecordKind<Status extends string, Detail> {
  tables: RecordTables;
  /** The audit log's subject type; its actions are `<subject>.status` and `<subject>.note`. */
  subject: string;
  canMove(from: Status, to: Status): boolean;
  messages: { notFound: string; transitionRefused(from: Status, to: Status): string };
  /** Everything about one record, as the back office shows it after a write. */
  detail(db: Database, id: number): Promise<Detail | undefined>;
}

/**
 * The status workflow and notes of a kind of record. Each write locks the record, checks it,
 * writes, and records the audit entry in one transaction; the answer is the record's detail.
 */
export function recordWorkflow<Status extends string, Detail>(db: Database, kind: RecordKind<Status, Detail>) {
  /** The record's row, locked; 404 when there is none. */
  async function locked<Row>(trx: Transaction, id: number, columns: readonly string[]): Promise<Row> {
    const row = await lockedRecord<Row>(trx, kind.tables, id, columns);
    if (!row) throw new NotFoundError(kind.messages.notFound);
    return row;
  }

  return {
    locked,

    /** Moves the record to `status` if its workflow allows it (409 otherwise), with its history entry. */
    async setStatus(id: number, status: Status, actor: AuditActor): Promise<Detail | undefined> {
      await db.transaction(async (trx) => {
        const record = await locked<{ status: Status }>(trx, id, ['id', 'status']);
        if (!kind.canMove(record.status, status)) throw new HttpError(409, kind.messages.transitionRefused(record.status, status));
        await writeStatus(trx, kind.tables, id, { from: record.status, to: status, actor }, new Date());
        await recordAudit(trx, actor, { action: `${kind.subject}.status`, subjectType: kind.subject, subjectId: id, details: { from: record.status, to: status } });
      });
      return kind.detail(db, id);
    },

    /** Adds a note by the actor. */
    async addNote(id: number, body: string, actor: AuditActor): Promise<Detail | undefined> {
      await db.transaction(async (trx) => {
        await locked(trx, id, ['id']);
        const noteId = await insertNote(trx, kind.tables, id, { body, author: actor }, new Date());
        // The note's text is personal data about the person: the audit says that one was added.
        await recordAudit(trx, actor, { action: `${kind.subject}.note`, subjectType: kind.subject, subjectId: id, details: { noteId, length: body.length } });
      });
      return kind.detail(db, id);
    },
  };
}
