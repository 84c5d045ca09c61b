import { forwardRef, type HTMLAttributes } from 'react';
import styled, { css } from 'styled-components';
import { vars } from './theme';

export type BadgeVariant = 'default' | 'secondary' | 'outline' | 'success';

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  /** Default `default`. */
  variant?: BadgeVariant;
}

const variants: Record<BadgeVariant, ReturnType<typeof css>> = {
  default: css`
    background: ${vars.color.primary};
    color: ${vars.color.primaryForeground};
  `,
  secondary: css`
    background: ${vars.color.surface};
    color: ${vars.color.foreground};
  `,
  outline: css`
    background: transparent;
    color: ${vars.color.foreground};
    border-color: ${vars.color.border};
  `,
  success: css`
    background: ${vars.color.successSubtle};
    color: ${vars.color.success};
  `,
};

const StyledBadge = styled.span<{ $variant: BadgeVariant }>`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space['1']};
  padding: 2px ${vars.space['3']};
  border: 1px solid transparent;
  border-radius: ${vars.radius.full};
  font-family: ${vars.font.family};
  font-size: ${vars.fontSize.xs};
  font-weight: ${vars.fontWeight.semibold};
  line-height: 1.5;
  white-space: nowrap;
  ${({ $variant }) => variants[$variant]}
`;

/** Small status label ("Active", "New", a category). */
export const Badge = forwardRef<HTMLSpanElement, BadgeProps>(function Badge({ variant = 'default', ...rest }, ref) {
  return <StyledBadge ref={ref} $variant={variant} data-variant={variant} {...rest} />;
});
Badge.displayName = 'Badge';
