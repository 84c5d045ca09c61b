import styled from 'styled-components';
import { media, vars } from './theme';

/** Centred column, max width 1200px, responsive side padding. */
export const Container = styled.div<{ $size?: 'sm' | 'md' | 'lg' }>`
  width: 100%;
  max-width: ${({ $size }) =>
    $size === 'sm' ? '720px' : $size === 'md' ? '960px' : vars.layout.containerMaxWidth};
  margin-inline: auto;
  padding-inline: ${vars.space['4']};

  ${media.md} {
    padding-inline: ${vars.layout.containerPadding};
  }
`;
Container.displayName = 'Container';

/** Page section (`<section>`) with generous vertical rhythm. `$tone="muted"` gives the grey band. */
export const Section = styled.section<{ $tone?: 'default' | 'muted' | 'inverted'; $spacing?: 'sm' | 'md' | 'lg' }>`
  padding-block: ${({ $spacing }) =>
    $spacing === 'sm' ? vars.space['10'] : $spacing === 'lg' ? vars.space['20'] : vars.space['16']};
  background: ${({ $tone }) =>
    $tone === 'muted' ? vars.color.surface : $tone === 'inverted' ? vars.color.inverted : 'transparent'};
  color: ${({ $tone }) => ($tone === 'inverted' ? vars.color.invertedForeground : 'inherit')};

  ${media.md} {
    padding-block: ${({ $spacing }) =>
      $spacing === 'sm' ? vars.space['12'] : $spacing === 'lg' ? vars.space['32'] : vars.space['24']};
  }
`;
Section.displayName = 'Section';
