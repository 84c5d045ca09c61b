/**
 * The back office's building blocks, on the site's design tokens: every /admin page is made
 * of these, so the areas look and behave alike. All of them work without JavaScript (plain
 * links and forms); tables scroll sideways on a phone instead of squeezing.
 */
import { vars, media } from '@joognoo/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styled, { css } from 'styled-components';

export const PageHeader = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${vars.space['4']};
  margin-block-end: ${vars.space['8']};
`;

export const PageTitle = styled.h1`
  margin: 0;
  font-size: ${vars.fontSize['3xl']};
  font-weight: ${vars.fontWeight.bold};
  letter-spacing: ${vars.letterSpacing.tight};
  line-height: ${vars.lineHeight.tight};
  color: ${vars.color.foreground};
`;

export const PageIntro = styled.p`
  margin: ${vars.space['2']} 0 0;
  max-width: 640px;
  color: ${vars.color.muted};
  line-height: ${vars.lineHeight.normal};
`;

/** A page's heading, its one-line purpose and its main actions. */
export function AdminHeading({ title, intro, actions }: { title: ReactNode; intro?: ReactNode; actions?: ReactNode }) {
  return (
    <PageHeader>
      <div>
        <PageTitle>{title}</PageTitle>
        {intro ? <PageIntro>{intro}</PageIntro> : null}
      </div>
      {actions ? <Actions>{actions}</Actions> : null}
    </PageHeader>
  );
}

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space['3']};
  align-items: center;
`;

/** A white surface for a section of a page. */
export const Panel = styled.section`
  padding: ${vars.space['6']};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.background};
  box-shadow: ${vars.shadow.sm};

  & + & {
    margin-block-start: ${vars.space['6']};
  }
`;

export const PanelTitle = styled.h2`
  margin: 0 0 ${vars.space['4']};
  font-size: ${vars.fontSize.lg};
  font-weight: ${vars.fontWeight.semibold};
  color: ${vars.color.foreground};
`;

/** A table that scrolls sideways inside its panel on narrow screens; label it with `aria-label` or a caption. */
export const TableScroll = styled.div`
  overflow-x: auto;
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.background};
`;

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${vars.fontSize.sm};

  caption {
    padding: ${vars.space['3']} ${vars.space['4']};
    text-align: start;
    font-weight: ${vars.fontWeight.semibold};
  }

  th,
  td {
    padding: ${vars.space['3']} ${vars.space['4']};
    text-align: start;
    vertical-align: top;
    border-block-end: 1px solid ${vars.color.border};
  }

  thead th {
    position: sticky;
    top: 0;
    background: ${vars.color.surface};
    font-weight: ${vars.fontWeight.semibold};
    color: ${vars.color.muted};
    white-space: nowrap;
  }

  tbody tr:last-child td,
  tbody tr:last-child th {
    border-block-end: 0;
  }

  tbody tr:hover {
    background: ${vars.color.surface};
  }

  a {
    color: ${vars.color.primary};
    font-weight: ${vars.fontWeight.medium};
  }
`;

/** A row of filters above a list: a GET form, so filtered lists have shareable URLs. */
export const FilterBar = styled.form`
  display: grid;
  /* Two filters side by side from a 360 px phone up; more as the page widens. */
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 132px), 1fr));
  gap: ${vars.space['3']};
  align-items: end;
  margin-block-end: ${vars.space['6']};
  padding: ${vars.space['4']};

  ${media.md} {
    grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
    gap: ${vars.space['4']};
    padding: ${vars.space['5']};
  }
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface};
`;

const control = css`
  width: 100%;
  min-height: 40px;
  padding: ${vars.space['2']} ${vars.space['3']};
  border: 1px solid ${vars.color.input};
  border-radius: ${vars.radius.md};
  background: ${vars.color.background};
  color: ${vars.color.foreground};
  font: inherit;
  font-size: ${vars.fontSize.base};

  &:focus-visible {
    outline: ${vars.layout.focusRingWidth} solid ${vars.color.focusRing};
    outline-offset: 1px;
  }

  &[aria-invalid='true'] {
    border-color: ${vars.color.destructive};
  }
`;

/** Native controls (they work without JavaScript and with every assistive technology). */
export const TextInput = styled.input`
  ${control}
`;
export const TextArea = styled.textarea`
  ${control}
  min-height: 120px;
  line-height: ${vars.lineHeight.normal};
  resize: vertical;
`;
export const SelectInput = styled.select`
  ${control}
`;

const Label = styled.label`
  display: flex;
  flex-direction: column;
  gap: ${vars.space['1']};
  font-size: ${vars.fontSize.sm};
  font-weight: ${vars.fontWeight.medium};
  color: ${vars.color.foreground};
`;

const Hint = styled.span`
  font-weight: ${vars.fontWeight.regular};
  color: ${vars.color.muted};
`;

const ErrorText = styled.span`
  font-weight: ${vars.fontWeight.regular};
  color: ${vars.color.destructive};
`;

/**
 * A labelled control: `<FormField label="Title" error={errors.title}><TextInput name="title" /></FormField>`.
 * The label wraps the control, so it is named without ids; the error is announced with it.
 */
export function FormField({ label, hint, error, children }: { label: ReactNode; hint?: ReactNode; error?: ReactNode; children: ReactNode }) {
  return (
    <Label>
      {label}
      {hint ? <Hint>{hint}</Hint> : null}
      {children}
      {error ? <ErrorText role="alert">{error}</ErrorText> : null}
    </Label>
  );
}

export const FormGrid = styled.div`
  display: grid;
  gap: ${vars.space['5']};

  ${media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  & > .wide {
    grid-column: 1 / -1;
  }
`;

type Tone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

const toneColours: Record<Tone, { fg: string; bg: string }> = {
  neutral: { fg: vars.color.foreground, bg: vars.color.surface },
  info: { fg: vars.color.primary, bg: vars.color.primarySubtle },
  success: { fg: vars.color.success, bg: vars.color.successSubtle },
  warning: { fg: '#92400e', bg: '#fef3c7' },
  // The hover shade: the base red on its subtle background is 4.4:1, under WCAG AA.
  danger: { fg: vars.color.destructiveHover, bg: vars.color.destructiveSubtle },
};

export const StatusBadge = styled.span<{ $tone?: Tone }>`
  display: inline-flex;
  align-items: center;
  padding: 2px ${vars.space['2']};
  border-radius: ${vars.radius.full};
  font-size: ${vars.fontSize.xs};
  font-weight: ${vars.fontWeight.semibold};
  white-space: nowrap;
  color: ${({ $tone = 'neutral' }) => toneColours[$tone].fg};
  background: ${({ $tone = 'neutral' }) => toneColours[$tone].bg};
`;

const NoticeBox = styled.div<{ $tone: Tone }>`
  margin-block-end: ${vars.space['6']};
  padding: ${vars.space['3']} ${vars.space['4']};
  border-radius: ${vars.radius.md};
  color: ${({ $tone }) => toneColours[$tone].fg};
  background: ${({ $tone }) => toneColours[$tone].bg};
`;

/** The outcome of the last action: a success is a status, a failure an alert. */
export function Notice({ tone = 'success', children }: { tone?: Tone; children: ReactNode }) {
  return (
    <NoticeBox $tone={tone} role={tone === 'danger' ? 'alert' : 'status'}>
      {children}
    </NoticeBox>
  );
}

export const EmptyState = styled.p`
  margin: 0;
  padding: ${vars.space['10']} ${vars.space['4']};
  text-align: center;
  color: ${vars.color.muted};
`;

const PagerNav = styled.nav`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space['4']};
  margin-block-start: ${vars.space['4']};
  font-size: ${vars.fontSize.sm};
  color: ${vars.color.muted};

  a {
    color: ${vars.color.primary};
    font-weight: ${vars.fontWeight.medium};
  }
`;

/** Previous/next links that keep the list's filters (`search`: the current query string). */
export function Pagination({ page, perPage, total, search }: { page: number; perPage: number; total: number; search: string }) {
  const pages = Math.max(1, Math.ceil(total / perPage));
  const href = (target: number) => {
    const params = new URLSearchParams(search);
    params.set('page', String(target));
    return `?${params.toString()}`;
  };
  return (
    <PagerNav aria-label="Pages">
      <span>
        Page {Math.min(page, pages)} of {pages} · {total} {total === 1 ? 'item' : 'items'}
      </span>
      <Actions>
        {page > 1 ? <Link to={href(page - 1)}>Previous page</Link> : null}
        {page < pages ? <Link to={href(page + 1)}>Next page</Link> : null}
      </Actions>
    </PagerNav>
  );
}

/** A date and time as staff read it (UTC, unambiguous). */
export function formatTime(iso: string | null | undefined): string {
  if (!iso) return '';
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
}
