import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';
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

const checkMark = `url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 16 16' fill='none' stroke='white' stroke-width='2.2' stroke-linecap='round' stroke-linejoin='round'%3E%3Cpath d='M3.5 8.5l3 3 6-7'/%3E%3C/svg%3E")`;
const dash = `url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 16 16' fill='none' stroke='white' stroke-width='2.2' stroke-linecap='round'%3E%3Cpath d='M4 8h8'/%3E%3C/svg%3E")`;

const Box = styled.input`
  appearance: none;
  -webkit-appearance: none;
  flex-shrink: 0;
  width: 1.25rem;
  height: 1.25rem;
  margin: 0.125rem 0 0;
  border: 1.5px solid ${vars.color.borderStrong};
  border-radius: ${vars.radius.sm};
  background: ${vars.color.background} no-repeat center / 100%;
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

  &:checked {
    background-image: ${checkMark};
  }

  &:indeterminate {
    background-image: ${dash};
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
      <Label htmlFor={inputId}>{label}</Label>
    </Wrapper>
  );
});
Checkbox.displayName = 'Checkbox';
