import {
  forwardRef,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ChangeEvent,
  type KeyboardEvent,
} from 'react';
import styled from 'styled-components';
import { vars } from './theme';
import { controlBase, reducedMotion } from './internal/styles';
import { mergeRefs, useControllableState, useMounted } from './internal/hooks';

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

const TYPEAHEAD_RESET_MS = 500;
const PAGE_STEP = 10;

/**
 * The arrow is drawn with CSS (two borders of a rotated square), not a `data:` image: a
 * strict `img-src` policy would block the image, and this one follows the theme's colours.
 * It sits on the 44 px control (the listbox opens below it), and clicks go through it.
 */
const Root = styled.div`
  position: relative;
  width: 100%;
  font-family: ${vars.font.family};

  &::after {
    content: '';
    position: absolute;
    top: 22px;
    right: 18px;
    width: 7px;
    height: 7px;
    border: solid ${vars.color.muted};
    border-width: 0 1.6px 1.6px 0;
    transform: translateY(-70%) rotate(45deg);
    pointer-events: none;
  }
`;

const NativeSelect = styled.select`
  ${controlBase};
  height: 44px;
  padding-right: 40px;
  appearance: none;
  -webkit-appearance: none;
  background: ${vars.color.background};
  cursor: pointer;
`;

const Trigger = styled.button`
  ${controlBase};
  height: 44px;
  padding-right: 40px;
  text-align: left;
  background: ${vars.color.background};
  cursor: pointer;
  overflow: hidden;
  white-space: nowrap;
  text-overflow: ellipsis;

  &[data-placeholder] {
    color: ${vars.color.muted};
  }
`;

const Listbox = styled.div`
  position: absolute;
  z-index: ${vars.zIndex.dropdown};
  top: calc(100% + ${vars.space['1']});
  left: 0;
  right: 0;
  max-height: 320px;
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: ${vars.space['1']};
  background: ${vars.color.background};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  box-shadow: ${vars.shadow.lg};
  outline: none;

  &[hidden] {
    display: none;
  }
`;

const GroupHeading = styled.div`
  padding: ${vars.space['2']} ${vars.space['3']} ${vars.space['1']};
  font-size: ${vars.fontSize.xs};
  font-weight: ${vars.fontWeight.semibold};
  letter-spacing: ${vars.letterSpacing.wide};
  text-transform: uppercase;
  color: ${vars.color.muted};
  cursor: default;
  user-select: none;
`;

const Option = styled.div`
  position: relative;
  padding: ${vars.space['2']} ${vars.space['3']} ${vars.space['2']} ${vars.space['8']};
  border-radius: ${vars.radius.sm};
  font-size: ${vars.fontSize.base};
  color: ${vars.color.foreground};
  cursor: pointer;
  user-select: none;
  transition: background-color ${vars.motion.durationFast} ${vars.motion.easing};

  &[data-active] {
    background: ${vars.color.primarySubtle};
    color: ${vars.color.primary};
  }

  &[aria-selected='true'] {
    font-weight: ${vars.fontWeight.medium};
  }

  &[aria-selected='true']::before {
    content: '';
    position: absolute;
    left: ${vars.space['3']};
    top: 50%;
    width: 7.2px;
    height: 12.8px;
    border: solid currentColor;
    border-width: 0 2px 2px 0;
    transform: translateY(-60%) rotate(45deg);
  }

  &[aria-disabled='true'] {
    cursor: not-allowed;
    opacity: 0.45;
  }

  ${reducedMotion} {
    transition: none;
  }
`;

interface FlatOption extends SelectOption {
  index: number;
}

function flatten(items: SelectItem[]): FlatOption[] {
  const out: FlatOption[] = [];
  for (const item of items) {
    if (item.type === 'group') for (const option of item.options) out.push({ ...option, index: out.length });
    else out.push({ ...item, index: out.length });
  }
  return out;
}

/**
 * Select-only combobox (WAI-ARIA APG). Renders a native `<select>` on the server and
 * until mounted (works without JavaScript); then a `button[role=combobox]` with a
 * listbox popup and a hidden input carrying `name`.
 */
export const Select = forwardRef<HTMLButtonElement, SelectProps>(function Select(props, ref) {
  const {
    options,
    name,
    value: valueProp,
    defaultValue = '',
    onValueChange,
    placeholder,
    id,
    disabled,
    required,
    className,
    onBlur,
    'aria-invalid': ariaInvalid,
    'aria-describedby': ariaDescribedBy,
    'aria-label': ariaLabel,
    'aria-labelledby': ariaLabelledBy,
    'aria-required': ariaRequired,
  } = props;

  const [value, setValue] = useControllableState(valueProp, defaultValue, onValueChange);
  const mounted = useMounted();
  const baseId = useId();
  const triggerId = id ?? `${baseId}-trigger`;
  const listboxId = `${baseId}-listbox`;
  const optionId = (index: number) => `${baseId}-option-${index}`;

  const flat = useMemo(() => flatten(options), [options]);
  const selected = flat.find((option) => option.value === value);

  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const [listLabel, setListLabel] = useState<string | undefined>(undefined);
  const nativeRef = useRef<HTMLSelectElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const listboxRef = useRef<HTMLDivElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const typeahead = useRef({ text: '', timer: undefined as ReturnType<typeof setTimeout> | undefined });

  // A choice made in the native select before hydration is kept (uncontrolled only).
  useEffect(() => {
    const native = nativeRef.current;
    if (native && valueProp === undefined && native.value !== value) setValue(native.value);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const enabled = (index: number) => {
    const option = flat[index];
    return option !== undefined && !option.disabled;
  };
  const firstEnabled = () => flat.findIndex((o) => !o.disabled);
  const lastEnabled = () => {
    for (let i = flat.length - 1; i >= 0; i -= 1) if (enabled(i)) return i;
    return -1;
  };
  const step = (from: number, delta: number) => {
    let index = from;
    let result = from;
    const dir = Math.sign(delta);
    let remaining = Math.abs(delta);
    while (remaining > 0) {
      index += dir;
      if (index < 0 || index >= flat.length) break;
      if (enabled(index)) {
        result = index;
        remaining -= 1;
      }
    }
    return result === -1 ? (dir > 0 ? firstEnabled() : lastEnabled()) : result;
  };

  const openList = (active: number) => {
    if (disabled) return;
    const trigger = triggerRef.current;
    const label = trigger?.labels?.[0]?.textContent?.trim();
    setListLabel(ariaLabelledBy ? undefined : (ariaLabel ?? label ?? placeholder));
    setActiveIndex(active);
    setOpen(true);
  };
  const close = () => {
    setOpen(false);
    setActiveIndex(-1);
  };
  const choose = (index: number) => {
    const option = flat[index];
    if (option && !option.disabled) setValue(option.value);
    close();
  };
  const selectedIndex = selected && !selected.disabled ? selected.index : -1;
  const initialActive = () => (selectedIndex >= 0 ? selectedIndex : firstEnabled());

  // Close when pressing outside (composedPath: works inside Shadow DOM).
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      const root = rootRef.current;
      if (root && !event.composedPath().includes(root)) close();
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => document.removeEventListener('pointerdown', onPointerDown, true);
  }, [open]);

  // Keep the active option visible.
  useEffect(() => {
    if (!open || activeIndex < 0) return;
    const el = listboxRef.current?.querySelector<HTMLElement>(`[data-index="${activeIndex}"]`);
    el?.scrollIntoView?.({ block: 'nearest' });
  }, [open, activeIndex]);

  useEffect(() => () => clearTimeout(typeahead.current.timer), []);

  const matchTypeahead = (char: string): number => {
    const state = typeahead.current;
    clearTimeout(state.timer);
    state.text += char.toLowerCase();
    state.timer = setTimeout(() => {
      state.text = '';
    }, TYPEAHEAD_RESET_MS);
    const repeated = state.text.split('').every((c) => c === state.text[0]);
    const search = repeated ? state.text.slice(0, 1) : state.text;
    const start = open ? activeIndex : selectedIndex;
    // One repeated letter cycles through matches; a longer string refines the current one.
    const from = search.length === 1 ? start + 1 : Math.max(start, 0);
    const candidates = [...flat.slice(from), ...flat.slice(0, from)];
    const match = candidates.find((o) => !o.disabled && o.label.toLowerCase().startsWith(search));
    return match ? match.index : -1;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (disabled) return;
    const { key, altKey } = event;
    if (!open) {
      switch (key) {
        case 'ArrowDown':
        case 'ArrowUp':
        case 'Enter':
        case ' ':
          event.preventDefault();
          openList(key === 'ArrowUp' && !altKey && selectedIndex < 0 ? firstEnabled() : initialActive());
          return;
        case 'Home':
          event.preventDefault();
          openList(firstEnabled());
          return;
        case 'End':
          event.preventDefault();
          openList(lastEnabled());
          return;
        default:
          if (key.length === 1 && !event.ctrlKey && !event.metaKey && key !== ' ') {
            const match = matchTypeahead(key);
            openList(match >= 0 ? match : initialActive());
          }
          return;
      }
    }
    switch (key) {
      case 'ArrowDown':
        event.preventDefault();
        setActiveIndex((i) => step(i, 1));
        return;
      case 'ArrowUp':
        event.preventDefault();
        if (altKey) choose(activeIndex);
        else setActiveIndex((i) => step(i, -1));
        return;
      case 'Home':
        event.preventDefault();
        setActiveIndex(firstEnabled());
        return;
      case 'End':
        event.preventDefault();
        setActiveIndex(lastEnabled());
        return;
      case 'PageDown':
        event.preventDefault();
        setActiveIndex((i) => step(i, PAGE_STEP));
        return;
      case 'PageUp':
        event.preventDefault();
        setActiveIndex((i) => step(i, -PAGE_STEP));
        return;
      case 'Enter':
      case ' ':
        event.preventDefault();
        if (key === ' ' && typeahead.current.text) {
          const match = matchTypeahead(key);
          if (match >= 0) setActiveIndex(match);
          return;
        }
        choose(activeIndex);
        return;
      case 'Escape':
        event.preventDefault();
        close();
        return;
      case 'Tab':
        choose(activeIndex);
        return;
      default:
        if (key.length === 1 && !event.ctrlKey && !event.metaKey) {
          const match = matchTypeahead(key);
          if (match >= 0) setActiveIndex(match);
        }
    }
  };

  const invalid = ariaInvalid === true || ariaInvalid === 'true' ? true : undefined;

  if (!mounted) {
    const hasEmpty = flat.some((o) => o.value === '');
    return (
      <Root className={className} ref={rootRef}>
        <NativeSelect
          ref={nativeRef}
          id={triggerId}
          name={name}
          value={value}
          onChange={(event: ChangeEvent<HTMLSelectElement>) => setValue(event.target.value)}
          disabled={disabled}
          required={required}
          aria-invalid={invalid}
          aria-describedby={ariaDescribedBy}
          aria-label={ariaLabel}
          aria-labelledby={ariaLabelledBy}
          aria-required={ariaRequired}
          data-mode="native"
        >
          {hasEmpty ? null : (
            <option value="" disabled={required}>
              {placeholder ?? '\u00a0'}
            </option>
          )}
          {options.map((item, i) =>
            item.type === 'group' ? (
              <optgroup key={`g-${i}-${item.label}`} label={item.label}>
                {item.options.map((option) => (
                  <option key={option.value} value={option.value} disabled={option.disabled}>
                    {option.label}
                  </option>
                ))}
              </optgroup>
            ) : (
              <option key={item.value} value={item.value} disabled={item.disabled}>
                {item.label}
              </option>
            ),
          )}
        </NativeSelect>
      </Root>
    );
  }

  let renderIndex = 0;
  const renderOption = (option: SelectOption) => {
    const index = renderIndex;
    renderIndex += 1;
    return (
      <Option
        key={`${index}-${option.value}`}
        id={optionId(index)}
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
      </Option>
    );
  };

  return (
    <Root className={className} ref={rootRef} data-state={open ? 'open' : 'closed'}>
      <Trigger
        ref={mergeRefs(ref, triggerRef)}
        type="button"
        id={triggerId}
        role="combobox"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={listboxId}
        aria-activedescendant={open && activeIndex >= 0 ? optionId(activeIndex) : undefined}
        aria-invalid={invalid}
        aria-describedby={ariaDescribedBy}
        aria-label={ariaLabel}
        aria-labelledby={ariaLabelledBy}
        aria-required={ariaRequired ?? (required || undefined)}
        disabled={disabled}
        data-mode="combobox"
        data-placeholder={selected ? undefined : ''}
        onClick={() => (open ? close() : openList(initialActive()))}
        onKeyDown={onKeyDown}
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
      </Trigger>
      <Listbox
        ref={listboxRef}
        id={listboxId}
        role="listbox"
        tabIndex={-1}
        hidden={!open}
        onMouseDown={(event) => event.preventDefault()}
        aria-label={listLabel}
        aria-labelledby={ariaLabelledBy}
      >
        {options.map((item, i) => {
          if (item.type !== 'group') return renderOption(item);
          const headingId = `${baseId}-group-${i}`;
          return (
            <div key={`g-${i}-${item.label}`} role="group" aria-labelledby={headingId}>
              <GroupHeading id={headingId} role="presentation">
                {item.label}
              </GroupHeading>
              {item.options.map(renderOption)}
            </div>
          );
        })}
      </Listbox>
      {name ? <input type="hidden" name={name} value={value} disabled={disabled} /> : null}
    </Root>
  );
});
Select.displayName = 'Select';
