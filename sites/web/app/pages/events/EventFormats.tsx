import { vars } from '@joognoo/ui';
import styled from 'styled-components';
import { EVENT_FORMATS } from './copy';
import { CheckList } from '../../components/sections/CheckList';
import { IconBadge } from '../../components/sections/FeatureGrid';
import { CardGrid } from '../../components/sections/CardGrid';
import { Icon } from '../../components/icons/Icon';

const Grid = styled(CardGrid)`

  li {
    display: grid;
    align-content: start;
    gap: ${vars.space['4']};
    padding: ${vars.space['8']};
    border-radius: ${vars.radius.xl};
    background: ${vars.color.background};
    border: 1px solid ${vars.color.border};
  }

  h3 {
    margin: 0;
    font-size: ${vars.fontSize['2xl']};
    font-weight: ${vars.fontWeight.semibold};
  }

  p {
    margin: 0 0 ${vars.space['2']};
    line-height: ${vars.lineHeight.relaxed};
    color: ${vars.color.muted};
  }
`;

/** In-person and virtual event descriptions. */
export function EventFormats() {
  return (
    <Grid>
      {EVENT_FORMATS.map((format) => (
        <li key={format.id} id={`format-${format.id}`}>
          <IconBadge>
            <Icon name={format.icon} />
          </IconBadge>
          <h3>{format.title}</h3>
          <p>{format.description}</p>
          <CheckList items={format.highlights} />
        </li>
      ))}
    </Grid>
  );
}
