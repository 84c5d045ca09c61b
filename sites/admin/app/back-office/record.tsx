// The record page of the back office (a lead, an application): the way back, the heading, the
// notices of the last change, the facts, the attribution, the status form with its history and
// the notes. Every change is a plain POST form (works without JavaScript) whose action
// redirects back to the record with `?done=<intent>`.
import type { LeadAttributionView, LeadNote } from '@joognoo/schemas/admin';
import { Button, vars } from '@joognoo/ui';
import type { ReactNode } from 'react';
import { Form, Link } from 'react-router';
import styled from 'styled-components';
import { Actions, AdminHeading, FormField, Notice, Panel, PanelTitle, SelectInput, TextArea, formatTime } from './ui';

/** What an action answered when it did not redirect: the message and the field errors. */
export type RecordFailure = { ok: false; message: string; errors: Record<string, string> } | undefined;

export const Facts = styled.dl`
  display: grid;
  grid-template-columns: minmax(120px, max-content) 1fr;
  gap: ${vars.space['2']} ${vars.space['4']};
  margin: 0;

  dt {
    color: ${vars.color.muted};
    font-weight: ${vars.fontWeight.medium};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

/** A free text as it was typed (a message, a cover letter). */
export const LongText = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

export const Columns = styled.div`
  display: grid;
  gap: ${vars.space['6']};
  grid-template-columns: repeat(auto-fit, minmax(320px, 1fr));
  margin-block-end: ${vars.space['6']};

  /* Side by side, not stacked: no Panel's stacking margin (doubled class: Panel's own rule is two classes). */
  && > section + section {
    margin-block-start: 0;
  }
`;

const Entries = styled.ol`
  list-style: none;
  margin: 0 0 ${vars.space['4']};
  padding: 0;
  display: grid;
  gap: ${vars.space['3']};

  li {
    padding: ${vars.space['3']};
    border-radius: ${vars.radius.md};
    background: ${vars.color.surface};
  }
  p {
    margin: ${vars.space['1']} 0 0;
    white-space: pre-wrap;
  }
  small {
    color: ${vars.color.muted};
  }
`;

/** The status history under the status form (a class, not a style attribute: the CSP allows no inline styles). */
const History = styled(Entries)`
  margin-block-start: ${vars.space['4']};
`;

export function Fact({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{value || '—'}</dd>
    </>
  );
}

export interface RecordPageProps {
  back: { to: string; label: string };
  title: string;
  intro: ReactNode;
  /** The text of the change that brought the visitor back here (`?done=`), if any. */
  notice: string | null;
  failed: RecordFailure;
  children: ReactNode;
}

export function RecordPage({ back, title, intro, notice, failed, children }: RecordPageProps) {
  return (
    <>
      <p>
        <Link to={back.to}>{back.label}</Link>
      </p>
      <AdminHeading title={title} intro={intro} />
      {notice ? <Notice>{notice}</Notice> : null}
      {failed && !failed.ok ? <Notice tone="danger">{failed.message}</Notice> : null}
      {children}
    </>
  );
}

/** Where the record came from: its partner, page, referrer and UTM parameters. */
export function AttributionPanel({ id, attribution: a }: { id: string; attribution: LeadAttributionView }) {
  return (
    <Panel aria-labelledby={id}>
      <PanelTitle id={id}>Attribution</PanelTitle>
      <Facts>
        <Fact label="Partner" value={a.partnerId ? `${a.partnerName ?? a.partnerId} (${a.partnerId})` : null} />
        <Fact label="Page" value={a.pageUrl} />
        <Fact label="Referrer" value={a.referrer} />
        <Fact label="UTM source" value={a.utm_source} />
        <Fact label="UTM medium" value={a.utm_medium} />
        <Fact label="UTM campaign" value={a.utm_campaign} />
        <Fact label="UTM term" value={a.utm_term} />
        <Fact label="UTM content" value={a.utm_content} />
      </Facts>
    </Panel>
  );
}

interface StatusChange<S extends string> {
  id: number;
  from: S | null;
  to: S;
  actor: { email: string };
  createdAt: string;
}

export interface StatusPanelProps<S extends string> {
  id: string;
  /** What the record is, for "This lead's status cannot change." */
  noun: string;
  allowed: readonly S[];
  labels: Readonly<Record<S, string>>;
  history: readonly StatusChange<S>[];
  error?: string | undefined;
}

/** The status form (`intent=status`, the statuses the record may move to) and the history of changes. */
export function StatusPanel<S extends string>({ id, noun, allowed, labels, history, error }: StatusPanelProps<S>) {
  return (
    <Panel aria-labelledby={id}>
      <PanelTitle id={id}>Status</PanelTitle>
      {allowed.length === 0 ? (
        <p>This {noun}&apos;s status cannot change.</p>
      ) : (
        <Form method="post">
          <input type="hidden" name="intent" value="status" />
          <Actions>
            <FormField label="Move to" error={error}>
              <SelectInput name="status" defaultValue={allowed[0]}>
                {allowed.map((status) => (
                  <option key={status} value={status}>
                    {labels[status]}
                  </option>
                ))}
              </SelectInput>
            </FormField>
            <Button type="submit" variant="apple">
              Change status
            </Button>
          </Actions>
        </Form>
      )}
      {history.length > 0 ? (
        <History aria-label="Status history">
          {history.map((change) => (
            <li key={change.id}>
              {change.from ? labels[change.from] : '—'} → {labels[change.to]}{' '}
              <small>
                by {change.actor.email}, {formatTime(change.createdAt)}
              </small>
            </li>
          ))}
        </History>
      ) : null}
    </Panel>
  );
}

/** The notes, oldest first, and the form for a new one (`intent=note`). */
export function NotesPanel({ id, notes, maxLength, error }: { id: string; notes: readonly LeadNote[]; maxLength: number; error?: string | undefined }) {
  return (
    <Panel aria-labelledby={id}>
      <PanelTitle id={id}>Notes</PanelTitle>
      {notes.length > 0 ? (
        <Entries>
          {notes.map((note) => (
            <li key={note.id}>
              <small>
                {note.author.email}, {formatTime(note.createdAt)}
              </small>
              <p>{note.body}</p>
            </li>
          ))}
        </Entries>
      ) : (
        <p>No notes yet.</p>
      )}
      <Form method="post">
        <input type="hidden" name="intent" value="note" />
        <FormField label="New note" error={error}>
          <TextArea name="body" required maxLength={maxLength} aria-invalid={error ? true : undefined} />
        </FormField>
        <p>
          <Button type="submit" variant="apple-outline">
            Add note
          </Button>
        </p>
      </Form>
    </Panel>
  );
}
