// The list screens of the back office: one table, one filter form (a GET form: shareable URLs,
// no JavaScript needed) and its fields, used by every list and record page.
import { Button, type ButtonProps } from '@joognoo/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { EmptyState, FilterBar, FormField, SelectInput, Table, TableScroll, TextInput } from './ui';

export interface Column<T> {
  header: ReactNode;
  cell(row: T): ReactNode;
  /** The cell that names the row (`<th scope="row">`). */
  rowHeader?: boolean;
}

export interface DataTableProps<T> {
  rows: readonly T[];
  rowKey(row: T): string | number;
  columns: readonly Column<T>[];
  /** The visible caption, or, for a table without one, its accessible name (`label`). */
  caption?: ReactNode;
  label?: string;
  /** What stands instead of an empty table. */
  empty: ReactNode;
}

export function DataTable<T>({ rows, rowKey, columns, caption, label, empty }: DataTableProps<T>) {
  if (rows.length === 0) return <EmptyState>{empty}</EmptyState>;
  return (
    <TableScroll>
      <Table aria-label={label}>
        {caption ? <caption>{caption}</caption> : null}
        <thead>
          <tr>
            {columns.map((column, index) => (
              <th key={index} scope="col">
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column, index) =>
                column.rowHeader ? (
                  <th key={index} scope="row">
                    {column.cell(row)}
                  </th>
                ) : (
                  <td key={index}>{column.cell(row)}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </Table>
    </TableScroll>
  );
}

export interface FilterFormProps {
  /** The page's full address (`/admin/leads`), or none: the current page. */
  action?: string;
  label: string;
  /** The app's own path of the unfiltered list, for a "Clear" link. */
  clear?: string;
  submit?: Pick<ButtonProps, 'variant' | 'size'>;
  /** The submit button's text. */
  submitText?: string;
  children: ReactNode;
}

export function FilterForm({ action, label, clear, submit = { variant: 'apple' }, submitText = 'Filter', children }: FilterFormProps) {
  return (
    <FilterBar method="get" action={action} aria-label={label}>
      {children}
      <div>
        <Button type="submit" {...submit}>
          {submitText}
        </Button>
        {clear ? (
          <>
            {' '}
            <Link to={clear}>Clear</Link>
          </>
        ) : null}
      </div>
    </FilterBar>
  );
}

export function SearchField({ label = 'Search', hint, name = 'q', value }: { label?: string; hint?: string; name?: string; value: string | undefined }) {
  return (
    <FormField label={label} hint={hint}>
      <TextInput type="search" name={name} defaultValue={value ?? ''} />
    </FormField>
  );
}

export interface ChoiceFieldProps {
  name: string;
  label: string;
  value: string | undefined;
  options: readonly { value: string; label: string }[];
  /** The first option, which filters nothing. */
  any?: string;
}

export function ChoiceField({ name, label, value, options, any = 'Any' }: ChoiceFieldProps) {
  return (
    <FormField label={label}>
      <SelectInput name={name} defaultValue={value ?? ''}>
        <option value="">{any}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </SelectInput>
    </FormField>
  );
}

/** Options whose label is their value. */
export const plainOptions = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

export function DateField({ name, label, value, error }: { name: string; label: string; value: string | undefined; error?: string | undefined }) {
  return (
    <FormField label={label} error={error}>
      <TextInput type="date" name={name} defaultValue={value ?? ''} aria-invalid={error ? true : undefined} />
    </FormField>
  );
}
