import { Badge, media, vars } from '@joognoo/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Icon, type SiteIconName } from '../icons/Icon';
import { bareList } from '../sections/bare-list';

/** Shared card and featured-block styles of the webinar and event lists. */

/** Three columns from 1024 px; two when there are exactly two or four items (no orphan). */
export function cardColumns(count: number): 2 | 3 {
  return count === 2 || count === 4 ? 2 : 3;
}

export const ItemCard = styled.article`
  display: flex;
  flex-direction: column;
  height: 100%;
  border-radius: ${vars.radius.xl};
  border: 1px solid ${vars.color.border};
  background: ${vars.color.background};
  overflow: hidden;
  transition: box-shadow ${vars.motion.durationNormal} ${vars.motion.easing};

  &:hover,
  &:focus-within {
    box-shadow: ${vars.shadow.md};
  }
`;

export const Thumb = styled.div`
  position: relative;
  aspect-ratio: 1200 / 630;
  background: ${vars.color.surface};

  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

export const CardBody = styled.div`
  display: flex;
  flex: 1 1 auto;
  flex-direction: column;
  gap: ${vars.space['3']};
  padding: ${vars.space['6']};

  h3 {
    margin: 0;
    font-size: ${vars.fontSize.xl};
    font-weight: ${vars.fontWeight.semibold};
    line-height: ${vars.lineHeight.snug};
    letter-spacing: -0.01em;
  }

  > p {
    margin: 0;
    font-size: ${vars.fontSize.sm};
    line-height: ${vars.lineHeight.relaxed};
    color: ${vars.color.muted};
  }
`;

export const CardActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space['2']};
  margin-top: auto;
  padding-top: ${vars.space['3']};
`;

export const Tags = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space['2']};
`;

const MetaList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space['2']} ${vars.space['4']};
  ${bareList}
  font-size: ${vars.fontSize.sm};
  color: ${vars.color.foreground};

  li {
    display: inline-flex;
    align-items: center;
    gap: ${vars.space['2']};
  }

  svg {
    flex: none;
    color: ${vars.color.muted};
  }
`;

export function Meta({ items }: { items: readonly { icon: SiteIconName; text: ReactNode }[] }) {
  return (
    <MetaList>
      {items.map((item, index) => (
        <li key={index}>
          <Icon name={item.icon} size={15} />
          <span>{item.text}</span>
        </li>
      ))}
    </MetaList>
  );
}

export function TagList({ tags }: { tags: readonly string[] }) {
  return (
    <Tags>
      {tags.map((tag) => (
        <Badge key={tag} variant="secondary">
          {tag}
        </Badge>
      ))}
    </Tags>
  );
}

/** Large two-column block for the featured webinar or event. */
export const Featured = styled.article`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  border-radius: 24px;
  border: 1px solid ${vars.color.border};
  background: ${vars.color.background};
  box-shadow: ${vars.shadow.md};
  overflow: hidden;

  @media (min-width: 1024px) {
    grid-template-columns: minmax(0, 11fr) minmax(0, 10fr);
  }

  ${Thumb} {
    @media (min-width: 1024px) {
      aspect-ratio: auto;
      min-height: 100%;
    }
  }
`;

export const FeaturedBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space['4']};
  padding: ${vars.space['8']} ${vars.space['6']};

  ${media.md} {
    padding: ${vars.space['10']};
  }

  h2 {
    margin: 0;
    font-size: clamp(1.5rem, 1.2rem + 1.2vw, 2.25rem);
    font-weight: ${vars.fontWeight.bold};
    line-height: 1.15;
    letter-spacing: -0.025em;
  }

  > p {
    margin: 0;
    line-height: ${vars.lineHeight.relaxed};
    color: ${vars.color.muted};
  }
`;

export const FeaturedEyebrow = styled.p`
  && {
    margin: 0;
    font-size: ${vars.fontSize.sm};
    font-weight: ${vars.fontWeight.semibold};
    color: ${vars.color.primary};
  }
`;

export interface FeaturedItemProps {
  /** The id of the title, which names the article. */
  titleId: string;
  thumbnail: string;
  eyebrow: string;
  tags: readonly string[];
  title: string;
  description: string;
  meta: readonly { icon: SiteIconName; text: ReactNode }[];
  /** What follows the meta line: agenda, actions. */
  children: ReactNode;
}

/** The featured event or webinar: large thumbnail, eyebrow, tags, title, description, meta line. */
export function FeaturedItem({ titleId, thumbnail, eyebrow, tags, title, description, meta, children }: FeaturedItemProps) {
  return (
    <Featured aria-labelledby={titleId}>
      <Thumb>
        <img src={thumbnail} alt="" width={1200} height={630} loading="lazy" decoding="async" />
      </Thumb>
      <FeaturedBody>
        <FeaturedEyebrow>{eyebrow}</FeaturedEyebrow>
        <TagList tags={tags} />
        <h2 id={titleId}>{title}</h2>
        <p>{description}</p>
        <Meta items={meta} />
        {children}
      </FeaturedBody>
    </Featured>
  );
}
