import { forwardRef, useEffect, useId, useMemo, useRef, useState, type ChangeEvent, type RefObject } from 'react';
import { mergeRefs, useControllableState, useMounted } from './internal/hooks';
import { onSelectKeyDown } from './select/keyboard';
import { firstEnabled, flatten } from './select/options';
import { listboxOptions, nativeOptions, SelectListbox, SelectNative, SelectOptionBox, SelectRoot, SelectTrigger, selectOptionId } from './select/parts';
import { useTypeahead } from './select/use-typeahead';
import type { SelectItem } from './select/types';

export type { SelectItem, SelectOption, SelectGroup } from './select/types';
export { useTypeahead, type Typeahead } from './select/use-typeahead';

export interface SelectProps {
  options: SelectItem[];
  /** Form field name: the native `<select>` before mount, a hidden input after. */
  name?: string;
  /** Controlled value (`''` for none). */
  value?: string;
  /** Uncontrolled initial value. */
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** Shown while no value is selected. */
  placeholder?: string;
  id?: string;
  disabled?: boolean;
  required?: boolean;
  className?: string;
  'aria-invalid'?: boolean | 'true' | 'false';
  'aria-describedby'?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  'aria-required'?: boolean | 'true' | 'false';
  onBlur?: () => void;
}

/** Open state and active option of the listbox, and the document listeners that go with them. */
function useListbox(rootRef: RefObject<HTMLDivElement | null>, listboxRef: RefObject<HTMLDivElement | null>) {
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const close = () => {
    setOpen(false);
    setActiveIndex(-1);
  };

  // Close when pressing outside (composedPath: works inside Shadow DOM).
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      const root = rootRef.current;
      if (root && !event.composedPath().includes(root)) {
        setOpen(false);
        setActiveIndex(-1);
      }
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => document.removeEventListener('pointerdown', onPointerDown, true);
  }, [open, rootRef]);

  // Keep the active option visible.
  useEffect(() => {
    if (!open || activeIndex < 0) return;
    const el = listboxRef.current?.querySelector<HTMLElement>(`[data-index="${activeIndex}"]`);
    el?.scrollIntoView?.({ block: 'nearest' });
  }, [open, activeIndex, listboxRef]);

  return [open, setOpen, activeIndex, setActiveIndex, close] as const;
}

/**
 * Select-only combobox (WAI-ARIA APG). Renders a native `<select>` on the server and
 * until mounted (works without JavaScript); then a `button[role=combobox]` with a
 * listbox popup and a hidden input carrying `name`.
 */
export const Select = forwardRef<HTMLButtonElement, SelectProps>(function Select(props, ref) {
  const { options, name, value: valueProp, defaultValue = '', onValueChange, placeholder, id, disabled, required, className, onBlur } = props;
  const { 'aria-describedby': ariaDescribedBy, 'aria-label': ariaLabel, 'aria-labelledby': ariaLabelledBy, 'aria-required': ariaRequired } = props;

  const [value, setValue] = useControllableState(valueProp, defaultValue, onValueChange);
  const mounted = useMounted();
  const baseId = useId();
  const triggerId = id ?? `${baseId}-trigger`;
  const listboxId = `${baseId}-listbox`;
  const flat = useMemo(() => flatten(options), [options]);
  const selected = flat.find((option) => option.value === value);
  const selectedIndex = selected && !selected.disabled ? selected.index : -1;

  const [listLabel, setListLabel] = useState<string | undefined>(undefined);
  const nativeRef = useRef<HTMLSelectElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const listboxRef = useRef<HTMLDivElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const [open, setOpen, activeIndex, setActiveIndex, close] = useListbox(rootRef, listboxRef);
  const typeahead = useTypeahead();

  // A choice made in the native select before hydration is kept (uncontrolled only).
  useEffect(() => {
    const native = nativeRef.current;
    if (native && valueProp === undefined && native.value !== value) setValue(native.value);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const openList = (active: number) => {
    if (disabled) return;
    const label = triggerRef.current?.labels?.[0]?.textContent?.trim();
    setListLabel(ariaLabelledBy ? undefined : (ariaLabel ?? label ?? placeholder));
    setActiveIndex(active);
    setOpen(true);
  };
  const choose = (index: number) => {
    const option = flat[index];
    if (option && !option.disabled) setValue(option.value);
    close();
  };
  const invalid = props['aria-invalid'] === true || props['aria-invalid'] === 'true' ? true : undefined;
  const aria = { 'aria-invalid': invalid, 'aria-describedby': ariaDescribedBy, 'aria-label': ariaLabel, 'aria-labelledby': ariaLabelledBy };

  if (!mounted) {
    return (
      <SelectRoot className={className} ref={rootRef}>
        <SelectNative ref={nativeRef} id={triggerId} name={name} value={value} onChange={(event: ChangeEvent<HTMLSelectElement>) => setValue(event.target.value)} disabled={disabled} required={required} {...aria} aria-required={ariaRequired} data-mode="native">
          {nativeOptions(options, placeholder, required, flat.some((o) => o.value === ''))}
        </SelectNative>
      </SelectRoot>
    );
  }

  return (
    <SelectRoot className={className} ref={rootRef} data-state={open ? 'open' : 'closed'}>
      <SelectTrigger
        ref={mergeRefs(ref, triggerRef)}
        type="button"
        id={triggerId}
        role="combobox"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={listboxId}
        aria-activedescendant={open && activeIndex >= 0 ? selectOptionId(baseId, activeIndex) : undefined}
        {...aria}
        aria-required={ariaRequired ?? (required || undefined)}
        disabled={disabled}
        data-mode="combobox"
        data-placeholder={selected ? undefined : ''}
        onClick={() => (open ? close() : openList(selectedIndex >= 0 ? selectedIndex : firstEnabled(flat)))}
        onKeyDown={(event) => {
          if (disabled) return;
          onSelectKeyDown(event, { open, flat, activeIndex, selectedIndex, typeahead, openList, setActiveIndex, choose, close });
        }}
        onKeyUp={(event) => {
          // Space activates a button on keyup: already handled on keydown.
          if (event.key === ' ') event.preventDefault();
        }}
        onBlur={() => {
          if (open) close();
          onBlur?.();
        }}
      >
        {selected ? selected.label : (placeholder ?? '\u00a0')}
      </SelectTrigger>
      <SelectListbox ref={listboxRef} id={listboxId} role="listbox" tabIndex={-1} hidden={!open} onMouseDown={(event) => event.preventDefault()} aria-label={listLabel} aria-labelledby={ariaLabelledBy}>
        {listboxOptions(options, baseId, (option, index) => (
          <SelectOptionBox
            key={`${index}-${option.value}`}
            id={selectOptionId(baseId, index)}
            role="option"
            data-index={index}
            aria-selected={option.value === value}
            aria-disabled={option.disabled || undefined}
            data-active={index === activeIndex ? '' : undefined}
            onPointerMove={() => {
              if (!option.disabled && index !== activeIndex) setActiveIndex(index);
            }}
            onClick={() => {
              if (!option.disabled) choose(index);
            }}
          >
            {option.label}
          </SelectOptionBox>
        ))}
      </SelectListbox>
      {name ? <input type="hidden" name={name} value={value} disabled={disabled} /> : null}
    </SelectRoot>
  );
});
Select.displayName = 'Select';
