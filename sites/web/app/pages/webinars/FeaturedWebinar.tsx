import { WEBINARS_PAGE, type WebinarItem } from './copy';
import { ActionLink } from '../../components/events/ActionLink';
import { Featured, FeaturedBody, FeaturedEyebrow, Meta, TagList, Thumb } from '../../components/events/cards';
import { formatDate } from '../../components/events/format';

/** The first upcoming webinar, large, with 'Register Now'. */
export function FeaturedWebinar({ webinar }: { webinar: WebinarItem }) {
  return (
    <Featured aria-labelledby="featured-webinar-title">
      <Thumb>
        <img src={webinar.thumbnail} alt="" width={1200} height={630} loading="lazy" decoding="async" />
      </Thumb>
      <FeaturedBody>
        <FeaturedEyebrow>{WEBINARS_PAGE.featured.eyebrow}</FeaturedEyebrow>
        <TagList tags={webinar.tags} />
        <h2 id="featured-webinar-title">{webinar.title}</h2>
        <p>{webinar.description}</p>
        <Meta
          items={[
            { icon: 'calendar-bold', text: formatDate(webinar.date) },
            { icon: 'clock', text: `${webinar.time} \u00B7 ${webinar.duration}` },
            { icon: 'users-bold', text: webinar.speakers.map((speaker) => speaker.name).join(', ') },
          ]}
        />
        <div>
          <ActionLink
            cta={{ label: WEBINARS_PAGE.featured.registerLabel, href: webinar.registrationLink ?? '/contact' }}
            size="lg"
            context={webinar.title}
          />
        </div>
      </FeaturedBody>
    </Featured>
  );
}
