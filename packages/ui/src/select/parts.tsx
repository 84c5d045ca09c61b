import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { vars } from '../theme';
import { controlBase, reducedMotion } from '../internal/styles';
import type { SelectItem, SelectOption } from './types';

// A mark drawn as the right and bottom borders of a square turned 45 degrees: the arrow of the
// control (pointing down) and the check of the selected option. A drawing, the same in either
// writing direction; where it sits follows the direction.
// eslint-disable-next-line local/no-physical-direction -- a shape drawn with two borders of a rotated box, not a side of the layout
const rotatedCorner = (width: string) => css`border-width: 0 ${width} ${width} 0;`;

/**
 * The arrow is drawn with CSS (two borders of a rotated square), not a `data:` image: a
 * strict `img-src` policy would block the image, and this one follows the theme's colours.
 * It sits on the 44 px control at its inline end (the listbox opens below it), and clicks go
 * through it.
 */
export const SelectRoot = styled.div`
  position: relative;
  width: 100%;
  font-family: ${vars.font.family};

  &::after {
    content: '';
    position: absolute;
    top: 22px;
    inset-inline-end: 18px;
    width: 7px;
    height: 7px;
    border: solid ${vars.color.muted};
    ${rotatedCorner('1.6px')}
    transform: translateY(-70%) rotate(45deg);
    pointer-events: none;
  }
`;

/** The native `<select>` of the server and of the time before mount: a form works without JavaScript. */
export const SelectNative = styled.select`
  ${controlBase};
  height: 44px;
  padding-inline-end: 40px;
  appearance: none;
  -webkit-appearance: none;
  background: ${vars.color.background};
  cursor: pointer;
`;

/** The combobox: a button showing the selected label (or the placeholder). */
export const SelectTrigger = styled.button`
  ${controlBase};
  height: 44px;
  padding-inline-end: 40px;
  text-align: start;
  background: ${vars.color.background};
  cursor: pointer;
  overflow: hidden;
  white-space: nowrap;
  text-overflow: ellipsis;

  &[data-placeholder] {
    color: ${vars.color.muted};
  }
`;

/** The popup listing the options. */
export const SelectListbox = styled.div`
  position: absolute;
  z-index: ${vars.zIndex.dropdown};
  top: calc(100% + ${vars.space['1']});
  inset-inline: 0;
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

/** One `role="option"`: `data-active` while active, a check mark while selected. */
export const SelectOptionBox = styled.div`
  position: relative;
  padding-block: ${vars.space['2']};
  padding-inline: ${vars.space['8']} ${vars.space['3']};
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
    inset-inline-start: ${vars.space['3']};
    top: 50%;
    width: 7.2px;
    height: 12.8px;
    border: solid currentColor;
    ${rotatedCorner('2px')}
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

/** The native select's options and optgroups, with a first empty option unless one has the value `''`. */
export function nativeOptions(options: SelectItem[], placeholder: string | undefined, required: boolean | undefined, hasEmpty: boolean) {
  return (
    <>
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
    </>
  );
}

export const selectOptionId = (baseId: string, index: number) => `${baseId}-option-${index}`;

/**
 * The listbox's options, numbered in order across the groups (`renderOption` draws one), each
 * group under its heading.
 */
export function listboxOptions(options: SelectItem[], baseId: string, renderOption: (option: SelectOption, index: number) => ReactNode) {
  let renderIndex = 0;
  const next = (option: SelectOption) => renderOption(option, renderIndex++);
  return options.map((item, i) => {
    if (item.type !== 'group') return next(item);
    const headingId = `${baseId}-group-${i}`;
    return (
      <div key={`g-${i}-${item.label}`} role="group" aria-labelledby={headingId}>
        <GroupHeading id={headingId} role="presentation">
          {item.label}
        </GroupHeading>
        {item.options.map(next)}
      </div>
    );
  });
}
