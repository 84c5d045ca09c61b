import { vars } from '@joognoo/ui';
import styled from 'styled-components';
import { EVENTS_CALENDAR, EVENTS_PAGE, EVENT_TYPE_LABELS, type EventItem } from './copy';
import { CheckList } from '../../components/sections/CheckList';
import { ActionLink } from '../../components/events/ActionLink';
import { AddToCalendar } from './AddToCalendar';
import { FeaturedItem } from '../../components/events/cards';
import { formatDateRange } from '../../components/events/format';

const Agenda = styled.div`
  h3 {
    margin: ${vars.space['2']} 0 ${vars.space['3']};
    font-size: ${vars.fontSize.sm};
    font-weight: ${vars.fontWeight.semibold};
  }

  li {
    font-size: ${vars.fontSize.sm};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space['3']};
  margin-top: ${vars.space['2']};
`;

/** The featured (flagship) event with its agenda highlights, Register Now and Add to Calendar. */
export function FeaturedEvent({ event }: { event: EventItem }) {
  return (
    <FeaturedItem
      titleId="featured-event-title"
      thumbnail={event.thumbnail}
      eyebrow={EVENTS_PAGE.featured.eyebrow}
      tags={[EVENT_TYPE_LABELS[event.type]]}
      title={event.title}
      description={event.description}
      meta={[
        { icon: 'calendar-bold', text: formatDateRange(event.startDate, event.endDate) },
        { icon: 'map-pin-bold', text: event.venue ? `${event.venue}, ${event.location}` : event.location },
      ]}
    >
      {event.agenda?.length ? (
        <Agenda>
          <h3>{EVENTS_PAGE.featured.agendaLabel}</h3>
          <CheckList items={event.agenda} />
        </Agenda>
      ) : null}
      <Actions>
        <ActionLink cta={{ label: EVENTS_PAGE.featured.registerLabel, href: event.registrationLink ?? '/contact' }} size="lg" context={event.title} />
        <AddToCalendar
          entry={{ name: event.title, isoDate: event.startDate, isoEndDate: event.endDate, city: event.venue ? `${event.venue}, ${event.location}` : event.location }}
          label={EVENTS_CALENDAR.addToCalendarLabel}
          variant="apple-secondary"
          size="lg"
        />
      </Actions>
    </FeaturedItem>
  );
}
