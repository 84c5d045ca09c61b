import { Button, Field, Input, Select, media, vars } from '@joognoo/ui';
import styled from 'styled-components';
import type { SelectOption } from '../../content/pages/types';
import { Icon } from '../icons/Icon';

const Bar = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${vars.space['4']};
  align-items: end;
  padding: ${vars.space['5']};
  border-radius: ${vars.radius.xl};
  background: ${vars.color.surface};

  ${media.md} {
    grid-template-columns: minmax(0, 2fr) repeat(2, minmax(0, 1fr));
    padding: ${vars.space['6']};
  }
`;

const SearchBox = styled.div`
  position: relative;

  svg {
    position: absolute;
    left: 0.875rem;
    top: 50%;
    transform: translateY(-50%);
    color: ${vars.color.muted};
    pointer-events: none;
  }

  input {
    padding-left: 2.5rem;
  }
`;

const Summary = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space['3']};
  min-height: 2.5rem;
  margin: ${vars.space['4']} 0 ${vars.space['8']};
  font-size: ${vars.fontSize.sm};
  color: ${vars.color.muted};

  p {
    margin: 0;
  }
`;

export interface FilterSelect {
  id: string;
  label: string;
  options: readonly SelectOption[];
  value: string;
  onChange: (value: string) => void;
}

export interface FilterBarProps {
  idPrefix: string;
  searchLabel: string;
  placeholder: string;
  query: string;
  onQueryChange: (query: string) => void;
  selects: readonly FilterSelect[];
  /** Shown under the bar ('3 of 8 webinars'); announced politely. */
  summary: string;
  /** Set when a filter is active: shows the 'Clear filters' button. */
  onClear?: (() => void) | undefined;
  clearLabel: string;
}

/** Search box and selects that filter a list, with a live result count and 'Clear filters'. */
export function FilterBar({ idPrefix, searchLabel, placeholder, query, onQueryChange, selects, summary, onClear, clearLabel }: FilterBarProps) {
  return (
    <>
      <Bar role="search" aria-label={searchLabel}>
        <Field label={searchLabel} htmlFor={`${idPrefix}-search`}>
          {(controlProps) => (
            <SearchBox>
              <Icon name="search" size={18} />
              <Input
                {...controlProps}
                type="search"
                name="q"
                placeholder={placeholder}
                value={query}
                onChange={(event) => onQueryChange(event.target.value)}
                autoComplete="off"
              />
            </SearchBox>
          )}
        </Field>
        {selects.map((select) => (
          <Field key={select.id} label={select.label} htmlFor={`${idPrefix}-${select.id}`}>
            <Select
              name={select.id}
              options={select.options.map((option) => ({ value: option.value, label: option.label }))}
              value={select.value}
              onValueChange={select.onChange}
            />
          </Field>
        ))}
      </Bar>
      <Summary>
        <p role="status">{summary}</p>
        {onClear ? (
          <Button variant="apple-tertiary" size="sm" onClick={onClear}>
            {clearLabel}
          </Button>
        ) : null}
      </Summary>
    </>
  );
}
