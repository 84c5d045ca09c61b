import { forwardRef, type HTMLAttributes } from 'react';
import styled, { keyframes } from 'styled-components';
import { vars } from './theme';

export interface SkeletonProps extends HTMLAttributes<HTMLDivElement> {
  /** CSS width, e.g. `'60%'` or `'192px'`. Default `100%`. */
  width?: string;
  /** CSS height. Default `16px`. */
  height?: string;
  /** Default `md`; `full` for avatars. */
  radius?: 'sm' | 'md' | 'lg' | 'full';
}

const pulse = keyframes`
  0%, 100% { opacity: 1; }
  50% { opacity: 0.55; }
`;

const StyledSkeleton = styled.div<{ $width: string; $height: string; $radius: NonNullable<SkeletonProps['radius']> }>`
  width: ${({ $width }) => $width};
  height: ${({ $height }) => $height};
  border-radius: ${({ $radius }) => vars.radius[$radius]};
  background: ${vars.color.skeleton};
  animation: ${pulse} 1.6s ease-in-out infinite;

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

/** Loading placeholder. Hidden from assistive technology; announce loading elsewhere (Spinner, aria-busy). */
export const Skeleton = forwardRef<HTMLDivElement, SkeletonProps>(function Skeleton(
  { width = '100%', height = '16px', radius = 'md', ...rest },
  ref,
) {
  return <StyledSkeleton ref={ref} aria-hidden="true" data-skeleton="" $width={width} $height={height} $radius={radius} {...rest} />;
});
Skeleton.displayName = 'Skeleton';
