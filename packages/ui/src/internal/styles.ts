import { css } from 'styled-components';
import { vars } from '../theme';

/** Crisp focus ring, keyboard only. */
export const focusRing = css`
  &:focus-visible {
    outline: ${vars.layout.focusRingWidth} solid ${vars.color.focusRing};
    outline-offset: ${vars.layout.focusRingOffset};
  }
`;

/** Hides content visually, keeps it for assistive technology. */
export const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  white-space: nowrap;
  border: 0;
`;

export const reducedMotion = '@media (prefers-reduced-motion: reduce)';

/** Shared look of text inputs, textarea and both select modes (same box, no layout shift). */
export const controlBase = css`
  display: block;
  width: 100%;
  min-height: 44px;
  margin: 0;
  padding: 0 ${vars.space['4']};
  font-family: ${vars.font.family};
  font-size: ${vars.fontSize.base};
  line-height: ${vars.lineHeight.normal};
  color: ${vars.color.foreground};
  background-color: ${vars.color.background};
  border: 1px solid ${vars.color.input};
  border-radius: ${vars.radius.md};
  box-shadow: ${vars.shadow.sm};
  transition:
    border-color ${vars.motion.durationFast} ${vars.motion.easing},
    box-shadow ${vars.motion.durationFast} ${vars.motion.easing};

  &::placeholder {
    color: ${vars.color.muted};
    opacity: 1;
  }

  &:hover:not(:disabled) {
    border-color: ${vars.color.borderStrong};
  }

  &:focus-visible {
    outline: ${vars.layout.focusRingWidth} solid ${vars.color.focusRing};
    outline-offset: 1px;
    border-color: ${vars.color.primary};
  }

  &[aria-invalid='true'] {
    border-color: ${vars.color.destructive};
  }

  &[aria-invalid='true']:focus-visible {
    outline-color: ${vars.color.destructive};
  }

  &:disabled {
    cursor: not-allowed;
    opacity: 0.55;
    background-color: ${vars.color.surface};
  }

  ${reducedMotion} {
    transition: none;
  }
`;

/**
 * The custom property that is 1 in left-to-right text and -1 in right-to-left text (`:dir()`
 * follows the `dir` attributes, across shadow roots too). A movement along the inline axis
 * multiplies its distance by it: `translateX(calc(100% * var(--joognoo-inline-sign)))` moves
 * towards the inline end in either direction. Include `inlineSign` in the element's styles.
 */
export const INLINE_SIGN = '--joognoo-inline-sign';

/** Declares `--joognoo-inline-sign` on the element: 1, or -1 where the text runs right to left. */
export const inlineSign = css`
  ${INLINE_SIGN}: 1;

  &:dir(rtl) {
    ${INLINE_SIGN}: -1;
  }
`;
