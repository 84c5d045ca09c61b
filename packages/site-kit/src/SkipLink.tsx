import { vars } from '@joognoo/ui';
import styled from 'styled-components';

export const MAIN_CONTENT_ID = 'main-content';

const Skip = styled.a`
  position: absolute;
  z-index: ${vars.zIndex.toast};
  top: ${vars.space['2']};
  left: ${vars.space['2']};
  padding: ${vars.space['2']} ${vars.space['4']};
  border-radius: ${vars.radius.full};
  background: ${vars.color.inverted};
  color: ${vars.color.invertedForeground};
  font-weight: ${vars.fontWeight.medium};
  text-decoration: none;
  transform: translateY(-200%);

  &:focus-visible,
  &:focus {
    transform: none;
  }
`;

/** First focusable element of every page: jumps past the header. */
export function SkipLink() {
  return <Skip href={`#${MAIN_CONTENT_ID}`}>Skip to main content</Skip>;
}
