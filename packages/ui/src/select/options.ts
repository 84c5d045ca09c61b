import type { SelectItem, SelectOption } from './types';

/** An option with its place among all the options (groups flattened), as the listbox numbers them. */
export interface FlatOption extends SelectOption {
  index: number;
}

export function flatten(items: SelectItem[]): FlatOption[] {
  const out: FlatOption[] = [];
  for (const item of items) {
    if (item.type === 'group') for (const option of item.options) out.push({ ...option, index: out.length });
    else out.push({ ...item, index: out.length });
  }
  return out;
}

const enabled = (flat: readonly FlatOption[], index: number) => {
  const option = flat[index];
  return option !== undefined && !option.disabled;
};

export const firstEnabled = (flat: readonly FlatOption[]) => flat.findIndex((o) => !o.disabled);

export function lastEnabled(flat: readonly FlatOption[]): number {
  for (let i = flat.length - 1; i >= 0; i -= 1) if (enabled(flat, i)) return i;
  return -1;
}

/** The index `delta` enabled options away from `from` (stops at the ends; disabled ones are skipped). */
export function stepEnabled(flat: readonly FlatOption[], from: number, delta: number): number {
  let index = from;
  let result = from;
  const dir = Math.sign(delta);
  let remaining = Math.abs(delta);
  while (remaining > 0) {
    index += dir;
    if (index < 0 || index >= flat.length) break;
    if (enabled(flat, index)) {
      result = index;
      remaining -= 1;
    }
  }
  return result === -1 ? (dir > 0 ? firstEnabled(flat) : lastEnabled(flat)) : result;
}
