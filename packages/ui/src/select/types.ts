export interface SelectOption {
  type?: 'option';
  value: string;
  label: string;
  disabled?: boolean;
}

/** A heading (never selectable) with its options. */
export interface SelectGroup {
  type: 'group';
  label: string;
  options: SelectOption[];
}

export type SelectItem = SelectOption | SelectGroup;
