import { forwardRef, type ChangeEvent, type Ref } from 'react';
import styled from 'styled-components';
import { vars } from '../theme';
import { controlBase, reducedMotion } from '../internal/styles';
import type { SelectItem, SelectOption } from './types';

/**
 * The arrow is drawn with CSS (two borders of a rotated square), not a `data:` image: a
 * strict `img-src` policy would block the image, and this one follows the theme's colours.
 * It sits on the 44 px control (the listbox opens below it), and clicks go through it.
 */
export const SelectRoot = styled.div`
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

/** The combobox: a button showing the selected label (or the placeholder). */
export const SelectTrigger = styled.button`
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

const OptionBox = styled.div`
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

export interface SelectNativeProps {
  options: SelectItem[];
  /** Whether an option has the value `''` (else a placeholder option is added). */
  hasEmpty: boolean;
  id: string;
  name?: string;
  value: string;
  onValueChange: (value: string) => void;
  placeholder?: string;
  disabled?: boolean;
  required?: boolean;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  'aria-required'?: boolean | 'true' | 'false';
}

/** The native `<select>` of the server and of the time before mount: a form works without JavaScript. */
export const SelectNative = forwardRef<HTMLSelectElement, SelectNativeProps>(function SelectNative(
  { options, hasEmpty, id, name, value, onValueChange, placeholder, disabled, required, ...aria },
  ref,
) {
  return (
    <NativeSelect
      ref={ref}
      id={id}
      name={name}
      value={value}
      onChange={(event: ChangeEvent<HTMLSelectElement>) => onValueChange(event.target.value)}
      disabled={disabled}
      required={required}
      aria-invalid={aria['aria-invalid']}
      aria-describedby={aria['aria-describedby']}
      aria-label={aria['aria-label']}
      aria-labelledby={aria['aria-labelledby']}
      aria-required={aria['aria-required']}
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
  );
});

interface SelectOptionItemProps {
  option: SelectOption;
  index: number;
  id: string;
  selected: boolean;
  active: boolean;
  onActivate: (index: number) => void;
  onChoose: (index: number) => void;
}

/** One `role="option"`: hovering makes it active, a click chooses it (unless disabled). */
export function SelectOptionItem({ option, index, id, selected, active, onActivate, onChoose }: SelectOptionItemProps) {
  return (
    <OptionBox
      id={id}
      role="option"
      data-index={index}
      aria-selected={selected}
      aria-disabled={option.disabled || undefined}
      data-active={active ? '' : undefined}
      onPointerMove={() => {
        if (!option.disabled && !active) onActivate(index);
      }}
      onClick={() => {
        if (!option.disabled) onChoose(index);
      }}
    >
      {option.label}
    </OptionBox>
  );
}

export interface SelectListboxProps {
  listboxRef: Ref<HTMLDivElement>;
  id: string;
  /** Prefix of the options' and groups' ids. */
  baseId: string;
  options: SelectItem[];
  value: string;
  open: boolean;
  activeIndex: number;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  onActivate: (index: number) => void;
  onChoose: (index: number) => void;
}

export const selectOptionId = (baseId: string, index: number) => `${baseId}-option-${index}`;

/** The popup: the options, numbered in order across the groups, each group under its heading. */
export function SelectListbox({ listboxRef, id, baseId, options, value, open, activeIndex, onActivate, onChoose, ...aria }: SelectListboxProps) {
  let renderIndex = 0;
  const renderOption = (option: SelectOption) => {
    const index = renderIndex;
    renderIndex += 1;
    return (
      <SelectOptionItem
        key={`${index}-${option.value}`}
        option={option}
        index={index}
        id={selectOptionId(baseId, index)}
        selected={option.value === value}
        active={index === activeIndex}
        onActivate={onActivate}
        onChoose={onChoose}
      />
    );
  };
  return (
    <Listbox
      ref={listboxRef}
      id={id}
      role="listbox"
      tabIndex={-1}
      hidden={!open}
      onMouseDown={(event) => event.preventDefault()}
      aria-label={aria['aria-label']}
      aria-labelledby={aria['aria-labelledby']}
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
  );
}
