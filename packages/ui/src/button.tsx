import {
  forwardRef,
  type ComponentPropsWithoutRef,
  type ElementType,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
  type Ref,
} from 'react';
import styled, { css, keyframes } from 'styled-components';
import { vars } from './theme';
import { reducedMotion } from './internal/styles';

export const buttonVariants = [
  'default',
  'destructive',
  'outline',
  'secondary',
  'ghost',
  'link',
  'apple',
  'apple-secondary',
  'apple-tertiary',
  'apple-outline',
  'apple-gradient',
  'apple-inverted',
] as const;
export const buttonSizes = ['default', 'sm', 'lg', 'xl', 'icon'] as const;

export type ButtonVariant = (typeof buttonVariants)[number];
export type ButtonSize = (typeof buttonSizes)[number];

export interface ButtonOwnProps {
  /** Look of the button. Default `apple`. */
  variant?: ButtonVariant;
  /** Default `default`. */
  size?: ButtonSize;
  /** Renders an `<a href>` styled as a button. */
  href?: string;
  target?: string;
  rel?: string;
  download?: string | boolean;
  /** Shows a spinner, sets `aria-busy` and blocks clicks. */
  loading?: boolean;
  disabled?: boolean;
  children?: ReactNode;
  className?: string;
}

/** Button props; with `as` (e.g. a router `Link`) the props of that component are accepted too. */
export type ButtonProps<C extends ElementType = 'button'> = ButtonOwnProps & {
  as?: C;
} & Omit<ComponentPropsWithoutRef<C>, keyof ButtonOwnProps | 'as'>;

type ButtonComponent = (<C extends ElementType = 'button'>(
  props: ButtonProps<C> & { ref?: Ref<HTMLButtonElement | HTMLAnchorElement> },
) => ReactElement | null) & { displayName?: string };

const pill = css`
  border-radius: ${vars.radius.full};
`;

const variantStyles: Record<ButtonVariant, ReturnType<typeof css>> = {
  default: css`
    background: ${vars.color.primary};
    color: ${vars.color.primaryForeground};
    &:hover {
      background: ${vars.color.primaryHover};
    }
    &:active {
      background: ${vars.color.primaryActive};
    }
  `,
  destructive: css`
    background: ${vars.color.destructive};
    color: ${vars.color.destructiveForeground};
    &:hover {
      background: ${vars.color.destructiveHover};
    }
    &:focus-visible {
      outline-color: ${vars.color.destructive};
    }
  `,
  outline: css`
    background: ${vars.color.background};
    color: ${vars.color.foreground};
    border-color: ${vars.color.border};
    &:hover {
      background: ${vars.color.surface};
      border-color: ${vars.color.borderStrong};
    }
  `,
  secondary: css`
    background: ${vars.color.surface};
    color: ${vars.color.foreground};
    &:hover {
      background: ${vars.color.surfaceHover};
    }
  `,
  ghost: css`
    background: transparent;
    color: ${vars.color.foreground};
    &:hover {
      background: ${vars.color.surface};
    }
  `,
  link: css`
    background: transparent;
    color: ${vars.color.primary};
    padding-inline: 0;
    min-height: auto;
    text-underline-offset: 4px;
    &:hover {
      text-decoration: underline;
    }
  `,
  apple: css`
    ${pill};
    background: ${vars.color.primary};
    color: ${vars.color.primaryForeground};
    box-shadow: ${vars.shadow.sm};
    &:hover {
      background: ${vars.color.primaryHover};
    }
    &:active {
      background: ${vars.color.primaryActive};
      transform: scale(0.98);
    }
  `,
  'apple-secondary': css`
    ${pill};
    background: ${vars.color.primarySubtle};
    color: ${vars.color.primary};
    &:hover {
      background: ${vars.color.surfaceHover};
    }
    &:active {
      transform: scale(0.98);
    }
  `,
  'apple-tertiary': css`
    ${pill};
    background: transparent;
    color: ${vars.color.primary};
    &:hover {
      background: ${vars.color.primarySubtle};
    }
  `,
  'apple-outline': css`
    ${pill};
    background: transparent;
    color: ${vars.color.primary};
    border-color: ${vars.color.primary};
    &:hover {
      background: ${vars.color.primary};
      color: ${vars.color.primaryForeground};
    }
  `,
  'apple-gradient': css`
    ${pill};
    background: linear-gradient(135deg, ${vars.color.primary} 0%, ${vars.color.accent} 100%);
    color: ${vars.color.primaryForeground};
    box-shadow: ${vars.shadow.md};
    &:hover {
      filter: brightness(1.08);
      box-shadow: ${vars.shadow.lg};
    }
    &:active {
      transform: scale(0.98);
    }
  `,
  'apple-inverted': css`
    ${pill};
    background: ${vars.color.background};
    color: ${vars.color.foreground};
    box-shadow: ${vars.shadow.sm};
    &:hover {
      background: ${vars.color.surface};
    }
    &:focus-visible {
      outline-color: ${vars.color.background};
    }
  `,
};

const sizeStyles: Record<ButtonSize, ReturnType<typeof css>> = {
  default: css`
    min-height: 44px;
    padding: 0 ${vars.space['5']};
    font-size: ${vars.fontSize.base};
  `,
  sm: css`
    min-height: 36px;
    padding: 0 ${vars.space['4']};
    font-size: ${vars.fontSize.sm};
  `,
  lg: css`
    min-height: 48px;
    padding: 0 ${vars.space['6']};
    font-size: ${vars.fontSize.lg};
  `,
  xl: css`
    min-height: 56px;
    padding: 0 ${vars.space['8']};
    font-size: ${vars.fontSize.lg};
  `,
  icon: css`
    width: 44px;
    height: 44px;
    padding: 0;
  `,
};

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const StyledButton = styled.button<{ $variant: ButtonVariant; $size: ButtonSize }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${vars.space['2']};
  margin: 0;
  border: 1px solid transparent;
  border-radius: ${vars.radius.md};
  font-family: ${vars.font.family};
  font-weight: ${vars.fontWeight.medium};
  line-height: 1.2;
  letter-spacing: -0.01em;
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;
  user-select: none;
  -webkit-tap-highlight-color: transparent;
  transition:
    background-color ${vars.motion.durationFast} ${vars.motion.easing},
    color ${vars.motion.durationFast} ${vars.motion.easing},
    border-color ${vars.motion.durationFast} ${vars.motion.easing},
    box-shadow ${vars.motion.durationNormal} ${vars.motion.easing},
    transform ${vars.motion.durationFast} ${vars.motion.easing},
    filter ${vars.motion.durationFast} ${vars.motion.easing};

  ${({ $size }) => sizeStyles[$size]}
  ${({ $variant }) => variantStyles[$variant]}

  &:focus-visible {
    outline: ${vars.layout.focusRingWidth} solid ${vars.color.focusRing};
    outline-offset: ${vars.layout.focusRingOffset};
  }

  &:disabled,
  &[aria-disabled='true'] {
    cursor: not-allowed;
    opacity: 0.5;
    box-shadow: none;
    transform: none;
    filter: none;
  }

  &[aria-busy='true'] {
    cursor: progress;
  }

  & svg {
    flex-shrink: 0;
    width: 1.125em;
    height: 1.125em;
  }

  ${reducedMotion} {
    transition: none;
    &:active {
      transform: none;
    }
  }
`;

const BusyIndicator = styled.span`
  display: inline-block;
  width: 1em;
  height: 1em;
  border: 2px solid currentColor;
  border-inline-end-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.7s linear infinite;

  ${reducedMotion} {
    animation-duration: 1.6s;
  }
`;

/**
 * Button. Renders `<button type="button">`; with `href` an `<a>`; with `as` any component
 * (`<Button as={Link} to="/contact">`). Defaults: variant `apple`, size `default`.
 */
export const Button = forwardRef<HTMLButtonElement | HTMLAnchorElement, ButtonProps<ElementType>>(
  function Button(props, ref) {
    const {
      variant = 'apple',
      size = 'default',
      as,
      href,
      loading = false,
      disabled = false,
      children,
      onClick,
      type,
      ...rest
    } = props as ButtonProps<'button'> & { as?: ElementType; onClick?: (event: MouseEvent<HTMLElement>) => void };

    const element: ElementType = as ?? (href !== undefined ? 'a' : 'button');
    const isNativeButton = element === 'button';
    const inactive = disabled || loading;

    const handleClick = (event: MouseEvent<HTMLElement>) => {
      if (inactive) {
        event.preventDefault();
        return;
      }
      onClick?.(event);
    };

    const stateProps: Record<string, unknown> = isNativeButton
      ? { type: type ?? 'button', disabled: disabled || undefined }
      : { 'aria-disabled': disabled || undefined };
    if (!isNativeButton) {
      // Only set href when we own it: a router Link computes its own from `to`.
      if (href !== undefined) stateProps.href = inactive ? undefined : href;
      if (disabled) stateProps.tabIndex = -1;
    }

    return (
      <StyledButton
        ref={ref as Ref<HTMLButtonElement>}
        as={element}
        $variant={variant}
        $size={size}
        data-variant={variant}
        data-size={size}
        aria-busy={loading || undefined}
        onClick={handleClick}
        {...rest}
        {...stateProps}
      >
        {loading ? <BusyIndicator aria-hidden="true" /> : null}
        {children}
      </StyledButton>
    );
  },
) as ButtonComponent;

Button.displayName = 'Button';
