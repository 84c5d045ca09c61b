import { vars } from '@joognoo/ui';
import styled from 'styled-components';
import { EVENTS_CALENDAR } from './copy';
import { AddToCalendar } from './AddToCalendar';
import { CardGrid } from '../../components/sections/CardGrid';
import { Icon } from '../../components/icons/Icon';
import { bareList } from '../../components/sections/bare-list';

const Quarter = styled.li`
  padding: ${vars.space['6']};
  border-radius: ${vars.radius.xl};
  background: ${vars.color.background};
  border: 1px solid ${vars.color.border};

  h3 {
    margin: 0;
    font-size: ${vars.fontSize['2xl']};
    font-weight: ${vars.fontWeight.bold};
    color: ${vars.color.primary};
  }

  > p {
    margin: ${vars.space['1']} 0 ${vars.space['5']};
    font-size: ${vars.fontSize.sm};
    color: ${vars.color.muted};
  }
`;

const Entries = styled.ul`
  display: grid;
  gap: ${vars.space['5']};
  ${bareList}

  li {
    display: grid;
    gap: ${vars.space['2']};
    justify-items: start;
    padding-top: ${vars.space['5']};
    border-top: 1px solid ${vars.color.border};
  }

  h4 {
    margin: 0;
    font-size: ${vars.fontSize.base};
    font-weight: ${vars.fontWeight.semibold};
    line-height: ${vars.lineHeight.snug};
  }

  p {
    display: inline-flex;
    align-items: center;
    gap: ${vars.space['2']};
    margin: 0;
    font-size: ${vars.fontSize.sm};
    color: ${vars.color.muted};
  }
`;

/** The static '2025 Events Calendar' by quarter; each entry downloads an .ics file. */
export function EventsCalendar() {
  return (
    <CardGrid as="ol" $columns={4}>
      {EVENTS_CALENDAR.quarters.map((quarter) => (
        <Quarter key={quarter.quarter}>
          <h3>{quarter.quarter}</h3>
          <p>{quarter.label}</p>
          <Entries>
            {quarter.entries.map((entry) => (
              <li key={entry.name}>
                <h4>{entry.name}</h4>
                <p>
                  <Icon name="calendar-bold" size={14} />
                  {entry.date}
                </p>
                <p>
                  <Icon name="map-pin-bold" size={14} />
                  {entry.city}
                </p>
                <AddToCalendar entry={entry} label={EVENTS_CALENDAR.addToCalendarLabel} />
              </li>
            ))}
          </Entries>
        </Quarter>
      ))}
    </CardGrid>
  );
}
