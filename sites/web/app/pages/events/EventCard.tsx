import { Badge } from '@joognoo/ui';
import { EVENTS_PAGE, EVENT_TYPE_LABELS, type EventItem } from './copy';
import { ActionLink } from '../../components/events/ActionLink';
import { CardActions, CardBody, ItemCard, Meta, Tags, Thumb } from '../../components/events/cards';
import { formatDateRange } from '../../components/events/format';

const labels = EVENTS_PAGE.cardLabels;

/** An event in the list: upcoming ones offer 'Register Now'; past ones their recordings and slides. */
export function EventCard({ event }: { event: EventItem }) {
  const past = event.status === 'past';
  return (
    <ItemCard aria-labelledby={`event-${event.id}`}>
      <Thumb>
        <img src={event.thumbnail} alt="" width={1200} height={630} loading="lazy" decoding="async" />
      </Thumb>
      <CardBody>
        <Tags>
          <Badge variant="secondary">{EVENT_TYPE_LABELS[event.type]}</Badge>
        </Tags>
        <h3 id={`event-${event.id}`}>{event.title}</h3>
        <Meta
          items={[
            { icon: 'calendar-bold', text: formatDateRange(event.startDate, event.endDate) },
            { icon: 'map-pin-bold', text: event.venue ? `${event.venue}, ${event.location}` : event.location },
          ]}
        />
        <p>{event.description}</p>
        <CardActions>
          {past ? (
            <>
              {event.recordingsLink ? (
                <ActionLink cta={{ label: labels.recordings, href: event.recordingsLink }} context={event.title} />
              ) : null}
              {event.slidesLink ? (
                <ActionLink cta={{ label: labels.slides, href: event.slidesLink }} variant="apple-secondary" context={event.title} />
              ) : null}
            </>
          ) : (
            <ActionLink cta={{ label: labels.register, href: event.registrationLink ?? '/contact' }} context={event.title} />
          )}
        </CardActions>
      </CardBody>
    </ItemCard>
  );
}
