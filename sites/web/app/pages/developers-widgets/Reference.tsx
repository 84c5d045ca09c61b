import { Tabs, TabsContent, TabsList, TabsTrigger, media, vars, visuallyHidden } from '@joognoo/ui';
import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { WIDGETS_PAGE } from './copy';
import type { AttributeRow, EventRow } from '../../lib/widget-snippets';
import { CodeBlock } from '../../components/code/CodeBlock';

const SnippetList = styled(TabsList)`
  margin-bottom: ${vars.space['3']};
`;

const Trigger = styled(TabsTrigger)`
  min-height: 2.5rem;
`;

export interface SnippetTabsProps {
  /** Widget name, for the tab list's and the copy buttons' accessible names. */
  widget: string;
  script: string | null;
  react: string;
}

/** "Script tag" / "React" tabs, each a copyable code block (React only when there is no script tag). */
export function SnippetTabs({ widget, script, react }: SnippetTabsProps) {
  const { snippetTabs } = WIDGETS_PAGE;
  const reactBlock = <CodeBlock code={react} language="tsx" title={`${widget}, ${snippetTabs.react}`} />;
  if (script === null) return reactBlock;
  return (
    <Tabs defaultValue="script">
      <SnippetList aria-label={WIDGETS_PAGE.snippetTabsLabel(widget)}>
        <Trigger value="script">{snippetTabs.script}</Trigger>
        <Trigger value="react">{snippetTabs.react}</Trigger>
      </SnippetList>
      <TabsContent value="script">
        <CodeBlock code={script} language="html" title={`${widget}, ${snippetTabs.script}`} />
      </TabsContent>
      <TabsContent value="react">{reactBlock}</TabsContent>
    </Tabs>
  );
}

const TableHeading = styled.h3`
  margin: 0 0 ${vars.space['3']};
  font-size: ${vars.fontSize.lg};
  font-weight: ${vars.fontWeight.semibold};
  letter-spacing: -0.01em;
`;

/**
 * A reference table. Below 640 px each row becomes a card with the column names as labels
 * (`data-label`), so nothing scrolls sideways on a phone.
 */
const Table = styled.table`
  width: 100%;
  border-collapse: separate;
  border-spacing: 0;
  font-size: ${vars.fontSize.sm};
  line-height: ${vars.lineHeight.normal};

  th,
  td {
    padding: ${vars.space['3']} ${vars.space['4']};
    text-align: start;
    vertical-align: top;
  }

  thead th {
    font-size: ${vars.fontSize.xs};
    font-weight: ${vars.fontWeight.semibold};
    letter-spacing: 0.02em;
    color: ${vars.color.muted};
    background: ${vars.color.surface};
    border-bottom: 1px solid ${vars.color.border};
  }

  thead th:first-child {
    border-top-left-radius: ${vars.radius.md};
  }

  thead th:last-child {
    border-top-right-radius: ${vars.radius.md};
  }

  tbody td,
  tbody th {
    border-bottom: 1px solid ${vars.color.border};
  }

  tbody th {
    font-weight: ${vars.fontWeight.regular};
    white-space: nowrap;
  }

  code {
    font-family: ${vars.font.familyMono};
    font-size: 0.8125rem;
    color: ${vars.color.foreground};
    overflow-wrap: break-word;
  }

  tbody th code {
    display: inline-block;
    justify-self: start;
    padding: 0.0625rem ${vars.space['2']};
    border-radius: ${vars.radius.sm};
    background: ${vars.color.primarySubtle};
    color: ${vars.color.primaryActive};
    font-weight: ${vars.fontWeight.medium};
  }

  td[data-column='description'],
  td[data-column='detail'] {
    color: ${vars.color.muted};
  }

  @media (max-width: 639.98px) {
    thead {
      ${visuallyHidden}
    }

    tr {
      display: block;
      padding: ${vars.space['3']} 0;
      border-bottom: 1px solid ${vars.color.border};
    }

    tbody th,
    tbody td {
      display: grid;
      grid-template-columns: 5.5rem minmax(0, 1fr);
      gap: ${vars.space['3']};
      padding: ${vars.space['1']} 0;
      border: 0;
      white-space: normal;
    }

    tbody th::before,
    tbody td::before {
      content: attr(data-label);
      font-size: ${vars.fontSize.xs};
      font-weight: ${vars.fontWeight.semibold};
      color: ${vars.color.muted};
      padding-top: 0.125rem;
    }
  }
`;

const TableBlock = styled.div`
  min-width: 0;
`;

const Note = styled.p`
  margin: ${vars.space['3']} 0 0;
  font-size: ${vars.fontSize.sm};
  color: ${vars.color.muted};
`;

/** A headed reference table: a column header per label, the rows as given, then `after`. */
function ReferenceTable({ heading, columns, children, after }: { heading: string; columns: readonly string[]; children: ReactNode; after?: ReactNode }) {
  const id = useId();
  return (
    <TableBlock>
      <TableHeading id={id}>{heading}</TableHeading>
      <Table aria-labelledby={id}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </Table>
      {after}
    </TableBlock>
  );
}

/** A widget's attributes: name, type, default, description. */
export function AttributeTable({ rows, heading }: { rows: readonly AttributeRow[]; heading: string }) {
  const { columns, noDefault } = WIDGETS_PAGE.attributes;
  return (
    <ReferenceTable heading={heading} columns={[columns.name, columns.type, columns.default, columns.description]}>
      {rows.map((row) => (
        <tr key={row.name}>
          <th scope="row" data-label={columns.name}>
            <code>{row.name}</code>
          </th>
          <td data-label={columns.type}>
            <code>{row.type}</code>
          </td>
          <td data-label={columns.default}>{row.defaultValue === null ? noDefault : <code>{row.defaultValue}</code>}</td>
          <td data-label={columns.description} data-column="description">
            {row.description}
          </td>
        </tr>
      ))}
    </ReferenceTable>
  );
}

/** A widget's events: name and what `event.detail` holds. */
export function EventTable({ rows }: { rows: readonly EventRow[] }) {
  const { heading, columns, note } = WIDGETS_PAGE.events;
  return (
    <ReferenceTable heading={heading} columns={[columns.name, columns.detail]} after={<Note>{note}</Note>}>
      {rows.map((row) => (
        <tr key={row.name}>
          <th scope="row" data-label={columns.name}>
            <code>{row.name}</code>
          </th>
          <td data-label={columns.detail} data-column="detail">
            {row.detail}
          </td>
        </tr>
      ))}
    </ReferenceTable>
  );
}

/** Attributes and events side by side on wide screens. */
export const ReferenceGrid = styled.div`
  display: grid;
  gap: ${vars.space['10']};
  min-width: 0;

  ${media.lg} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
    gap: ${vars.space['8']};
  }
`;
