import type { ComponentPropsWithoutRef, ElementType, ReactNode } from 'react';
import styled from 'styled-components';
import { Card } from './card';
import { vars } from './theme';

/** A step of the spacing scale, e.g. `'3'` (12px). */
export type SpaceToken = keyof typeof vars.space;

/** A 16:9 cover filled by its image (`object-fit: cover`). */
export const MediaCardMedia = styled.div`
  aspect-ratio: 16 / 9;
  overflow: hidden;
  background: ${vars.color.surface};

  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;
MediaCardMedia.displayName = 'MediaCardMedia';

/** The text column: fills the card, its parts stacked with a gap. */
export const MediaCardBody = styled.div<{ $gap?: SpaceToken }>`
  display: flex;
  flex: 1 1 auto;
  flex-direction: column;
  gap: ${({ $gap = '3' }) => vars.space[$gap]};
  padding: ${vars.space['6']};

  p {
    margin: 0;
  }
`;
MediaCardBody.displayName = 'MediaCardBody';

export interface MediaCardProps extends Omit<ComponentPropsWithoutRef<'div'>, 'children'> {
  /** The element of the card, e.g. `article`. Default `div`. */
  as?: ElementType;
  /** The cover (an `<img>`), shown 16:9 above the text; none when absent. */
  media?: ReactNode;
  /** Lifts the card on hover and focus (a card that links somewhere). */
  interactive?: boolean;
  /** Space between the parts of the text column. Default `3`. */
  gap?: SpaceToken;
  children?: ReactNode;
}

/**
 * The card of the list widgets (blog posts, case studies, jobs): an optional cover, then a
 * padded column of title, meta, text and action.
 */
export function MediaCard({ as = 'div', media, interactive = false, gap, children, ...rest }: MediaCardProps) {
  return (
    <Card as={as} $interactive={interactive} {...rest}>
      {media ? <MediaCardMedia>{media}</MediaCardMedia> : null}
      <MediaCardBody $gap={gap}>{children}</MediaCardBody>
    </Card>
  );
}
