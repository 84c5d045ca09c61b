import { vars } from '@joognoo/ui';
import { useId } from 'react';
import styled from 'styled-components';

const Scroller = styled.div`
  margin: ${vars.space['6']} 0;
  overflow-x: auto;
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
  -webkit-overflow-scrolling: touch;

  &:focus-visible {
    outline: 2px solid ${vars.color.focusRing};
    outline-offset: 2px;
  }
`;

const Table = styled.table`
  width: 100%;
  min-width: 42rem;
  border-collapse: collapse;
  font-size: ${vars.fontSize.sm};
  line-height: ${vars.lineHeight.normal};

  caption {
    padding: ${vars.space['4']} ${vars.space['4']} ${vars.space['3']};
    text-align: left;
    font-weight: ${vars.fontWeight.semibold};
    color: ${vars.color.foreground};
  }

  th,
  td {
    padding: ${vars.space['3']} ${vars.space['4']};
    text-align: left;
    vertical-align: top;
    border-top: 1px solid ${vars.color.border};
  }

  thead th {
    background: ${vars.color.surface};
    font-size: ${vars.fontSize.xs};
    font-weight: ${vars.fontWeight.semibold};
    letter-spacing: 0.04em;
    text-transform: uppercase;
    color: ${vars.color.muted};
    white-space: nowrap;
  }

  tbody th {
    font-family: ${vars.font.familyMono};
    font-weight: ${vars.fontWeight.medium};
    white-space: nowrap;
  }

  td {
    color: ${vars.color.muted};
  }

  td:last-child {
    color: ${vars.color.foreground};
    font-weight: ${vars.fontWeight.medium};
  }
`;

export interface LegalTableProps {
  caption?: string | undefined;
  columns: readonly string[];
  rows: readonly (readonly string[])[];
}

/**
 * A data table of a legal text: caption, column headers, the first cell of each row as
 * its row header. Scrolls sideways on narrow screens (the scroller is focusable).
 */
export function LegalTable({ caption, columns, rows }: LegalTableProps) {
  const captionId = useId();
  return (
    <Scroller role="region" aria-labelledby={caption ? captionId : undefined} aria-label={caption ? undefined : 'Table'} tabIndex={0}>
      <Table>
        {caption ? <caption id={captionId}>{caption}</caption> : null}
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row[0]}>
              {row.map((cell, index) =>
                index === 0 ? (
                  <th key={index} scope="row">
                    {cell}
                  </th>
                ) : (
                  <td key={index}>{cell}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </Table>
    </Scroller>
  );
}
