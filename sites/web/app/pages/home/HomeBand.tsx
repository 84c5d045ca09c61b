import { media, vars } from '@joognoo/ui';
import styled from 'styled-components';

/** A full-width home section with generous vertical rhythm; `$tone="muted"` is the grey band. */
export const HomeBand = styled.section<{ $tone?: 'default' | 'muted' }>`
  padding-block: ${vars.space['20']};
  background: ${({ $tone }) => ($tone === 'muted' ? vars.color.surface : vars.color.background)};
  scroll-margin-top: 80px;

  ${media.md} {
    padding-block: ${vars.space['24']};
  }
`;
