import { WEBINARS_PAGE, type WebinarItem } from './copy';
import { ActionLink } from '../../components/events/ActionLink';
import { FeaturedItem } from '../../components/events/cards';
import { formatDate } from '../../components/events/format';

/** The first upcoming webinar, large, with 'Register Now'. */
export function FeaturedWebinar({ webinar }: { webinar: WebinarItem }) {
  return (
    <FeaturedItem
      titleId="featured-webinar-title"
      thumbnail={webinar.thumbnail}
      eyebrow={WEBINARS_PAGE.featured.eyebrow}
      tags={webinar.tags}
      title={webinar.title}
      description={webinar.description}
      meta={[
        { icon: 'calendar-bold', text: formatDate(webinar.date) },
        { icon: 'clock', text: `${webinar.time} \u00B7 ${webinar.duration}` },
        { icon: 'users-bold', text: webinar.speakers.map((speaker) => speaker.name).join(', ') },
      ]}
    >
      <div>
        <ActionLink
          cta={{ label: WEBINARS_PAGE.featured.registerLabel, href: webinar.registrationLink ?? '/contact' }}
          size="lg"
          context={webinar.title}
        />
      </div>
    </FeaturedItem>
  );
}
