import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { vars } from './theme';
import { reducedMotion } from './internal/styles';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  /** Visible label, associated with the input through `for`/`id`. */
  label?: ReactNode;
  invalid?: boolean;
}

const Wrapper = styled.span`
  display: inline-flex;
  align-items: flex-start;
  gap: ${vars.space['3']};
  font-family: ${vars.font.family};
  font-size: ${vars.fontSize.sm};
  line-height: ${vars.lineHeight.normal};
  color: ${vars.color.foreground};
`;

// The check mark and the dash are drawn with CSS (`::before` of the unstyled input), not
// `data:` images: a strict `img-src` policy would block those. A check mark is not mirrored
// in right-to-left text.
// eslint-disable-next-line local/no-physical-direction -- the check mark is a drawing (two borders of a rotated box), the same in either direction
const checkMark = css`border-width: 0 2.2px 2.2px 0;`;

/** Before its label in the writing direction: at the left in English, at the right in Arabic. */
const Box = styled.input`
  appearance: none;
  -webkit-appearance: none;
  flex-shrink: 0;
  width: 20px;
  height: 20px;
  margin: 2px 0 0;
  border: 1.5px solid ${vars.color.borderStrong};
  border-radius: ${vars.radius.sm};
  display: inline-grid;
  place-content: center;
  background: ${vars.color.background};
  cursor: pointer;
  transition:
    background-color ${vars.motion.durationFast} ${vars.motion.easing},
    border-color ${vars.motion.durationFast} ${vars.motion.easing};

  &:hover:not(:disabled) {
    border-color: ${vars.color.primary};
  }

  &:checked,
  &:indeterminate {
    background-color: ${vars.color.primary};
    border-color: ${vars.color.primary};
  }

  &:checked::before {
    content: '';
    width: 5px;
    height: 10px;
    margin-top: -2px;
    border: solid ${vars.color.primaryForeground};
    ${checkMark}
    border-radius: 1px;
    transform: rotate(45deg);
  }

  &:indeterminate::before {
    content: '';
    width: 9px;
    height: 2.2px;
    border-radius: 1px;
    background: ${vars.color.primaryForeground};
  }

  &:focus-visible {
    outline: ${vars.layout.focusRingWidth} solid ${vars.color.focusRing};
    outline-offset: ${vars.layout.focusRingOffset};
  }

  &[aria-invalid='true'] {
    border-color: ${vars.color.destructive};
  }

  &:disabled {
    cursor: not-allowed;
    opacity: 0.5;
  }

  @media (forced-colors: active) {
    appearance: auto;
    -webkit-appearance: auto;
  }

  ${reducedMotion} {
    transition: none;
  }
`;

/** Its text isolated (`<bdi>`): an English label on an Arabic page keeps its full stop at its end. */
const Label = styled.label`
  cursor: pointer;
  user-select: none;
`;

/** Native checkbox with custom styling; `label` renders an associated `<label>`. */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(
  { label, invalid, id, className, style, ...rest },
  ref,
) {
  const generatedId = useId();
  if (label === undefined || label === null) {
    return (
      <Box
        ref={ref}
        type="checkbox"
        id={id}
        aria-invalid={invalid || undefined}
        className={className}
        style={style}
        {...rest}
      />
    );
  }
  const inputId = id ?? generatedId;
  return (
    <Wrapper className={className} style={style}>
      <Box ref={ref} type="checkbox" id={inputId} aria-invalid={invalid || undefined} {...rest} />
      <Label htmlFor={inputId}>
        <bdi>{label}</bdi>
      </Label>
    </Wrapper>
  );
});
Checkbox.displayName = 'Checkbox';
