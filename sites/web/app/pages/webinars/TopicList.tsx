import { vars } from '@joognoo/ui';
import styled from 'styled-components';
import { CardGrid } from '../../components/sections/CardGrid';

const Grid = styled(CardGrid)`
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
    <Grid $gap="4" $columns={3}>
      {items.map((item) => (
        <li key={item.title}>
          <h3>{item.title}</h3>
          <p>{item.description}</p>
        </li>
      ))}
    </Grid>
  );
}
