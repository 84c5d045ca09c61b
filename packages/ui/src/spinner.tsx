import { forwardRef, type HTMLAttributes } from 'react';
import styled, { keyframes } from 'styled-components';
import { vars } from './theme';
import { visuallyHidden } from './internal/styles';
import { useWidgetLanguage } from './i18n';

export interface SpinnerProps extends HTMLAttributes<HTMLSpanElement> {
  /** Accessible name. Default `Loading`. */
  label?: string;
  /** Diameter in CSS units. Default `24px`. */
  size?: string;
}

const rotate = keyframes`
  to { transform: rotate(360deg); }
`;

const Root = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  color: ${vars.color.primary};
`;

const Ring = styled.span<{ $size: string }>`
  display: inline-block;
  width: ${({ $size }) => $size};
  height: ${({ $size }) => $size};
  border: 2.5px solid currentColor;
  border-inline-end-color: transparent;
  border-radius: 50%;
  animation: ${rotate} 0.75s linear infinite;

  @media (prefers-reduced-motion: reduce) {
    animation-duration: 2s;
  }
`;

const Label = styled.span`
  ${visuallyHidden}
`;

/** Loading indicator: `role="status"` with a visually hidden label. */
export const Spinner = forwardRef<HTMLSpanElement, SpinnerProps>(function Spinner(
  { label, size = '24px', ...rest },
  ref,
) {
  const { t } = useWidgetLanguage();
  return (
    <Root ref={ref} role="status" {...rest}>
      <Ring $size={size} aria-hidden="true" />
      <Label>{label ?? t('ui.spinner.loading')}</Label>
    </Root>
  );
});
Spinner.displayName = 'Spinner';
