import { media, vars } from '@joognoo/ui';
import styled from 'styled-components';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${vars.space['4']};
  margin: 0;
  padding: 0;
  list-style: none;

  ${media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  @media (min-width: 1024px) {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }

  li {
    padding: ${vars.space['6']};
    border-radius: ${vars.radius.xl};
    background: ${vars.color.background};
    border: 1px solid ${vars.color.border};
  }

  h3 {
    margin: 0 0 ${vars.space['2']};
    font-size: ${vars.fontSize.lg};
    font-weight: ${vars.fontWeight.semibold};
  }

  p {
    margin: 0;
    font-size: ${vars.fontSize.sm};
    line-height: ${vars.lineHeight.relaxed};
    color: ${vars.color.muted};
  }
`;

/** Titled short descriptions in a grid (webinar topics, event formats). */
export function TopicList({ items }: { items: readonly { title: string; description: string }[] }) {
  return (
    <Grid>
      {items.map((item) => (
        <li key={item.title}>
          <h3>{item.title}</h3>
          <p>{item.description}</p>
        </li>
      ))}
    </Grid>
  );
}
