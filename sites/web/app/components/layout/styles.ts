import { vars } from '@joognoo/ui';
import { css } from 'styled-components';

/** Look of a top-level header item (link or menu button). */
export const navItemStyles = css`
  padding: ${vars.space['2']} ${vars.space['3']};
  border-radius: ${vars.radius.full};
  color: ${vars.color.foreground};
  font-size: ${vars.fontSize.sm};
  font-weight: ${vars.fontWeight.medium};
  line-height: 1.25rem;
  text-decoration: none;
  opacity: 0.85;
  transition:
    background-color ${vars.motion.durationFast} ${vars.motion.easing},
    opacity ${vars.motion.durationFast} ${vars.motion.easing};

  &:hover,
  &[aria-expanded='true'],
  &[aria-current='page'] {
    opacity: 1;
    background: rgba(0, 0, 0, 0.05);
  }

  &:focus-visible {
    outline: ${vars.layout.focusRingWidth} solid ${vars.color.focusRing};
    outline-offset: ${vars.layout.focusRingOffset};
  }
`;
