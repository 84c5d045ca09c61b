import { vars, visuallyHidden } from '@joognoo/ui';
import styled from 'styled-components';
import { WEBINARS_PAGE, type WebinarItem } from './copy';
import { ActionLink } from '../../components/events/ActionLink';
import { CardActions, CardBody, ItemCard, Meta, TagList, Thumb } from '../../components/events/cards';
import { formatDate } from '../../components/events/format';
import { Icon } from '../../components/icons/Icon';
import { bareList } from '../../components/sections/bare-list';

const labels = WEBINARS_PAGE.cardLabels;

const WatchOverlay = styled.a`
  position: absolute;
  inset: 0;
  display: grid;
  place-items: center;
  background: rgba(17, 17, 26, 0.18);
  color: #ffffff;
  text-decoration: none;
  transition: background-color ${vars.motion.durationNormal} ${vars.motion.easing};

  span {
    display: inline-flex;
    align-items: center;
    gap: ${vars.space['2']};
    padding: ${vars.space['2']} ${vars.space['4']};
    border-radius: ${vars.radius.full};
    background: rgba(17, 17, 26, 0.72);
    font-size: ${vars.fontSize.sm};
    font-weight: ${vars.fontWeight.semibold};
    backdrop-filter: blur(8px);
  }

  &:hover {
    background: rgba(17, 17, 26, 0.32);
  }

  &:focus-visible {
    outline: 3px solid ${vars.color.focusRing};
    outline-offset: -3px;
  }
`;

const Hidden = styled.span`
  ${visuallyHidden}
`;

const Speakers = styled.ul`
  ${bareList}
  font-size: ${vars.fontSize.sm};
  color: ${vars.color.muted};

  strong {
    font-weight: ${vars.fontWeight.medium};
    color: ${vars.color.foreground};
  }
`;

/** A webinar in the list: upcoming ones offer 'Register Now', recorded ones the recording and slides. */
export function WebinarCard({ webinar }: { webinar: WebinarItem }) {
  const recorded = webinar.status === 'recorded';
  return (
    <ItemCard aria-labelledby={`webinar-${webinar.id}`}>
      <Thumb>
        <img src={webinar.thumbnail} alt="" width={1200} height={630} loading="lazy" decoding="async" />
        {recorded && webinar.recordingLink ? (
          <WatchOverlay href={webinar.recordingLink} target="_blank" rel="noopener noreferrer">
            <span>
              <Icon name="play" size={14} />
              {labels.watchNow}
              <Hidden>{`: ${webinar.title} (opens in a new tab)`}</Hidden>
            </span>
          </WatchOverlay>
        ) : null}
      </Thumb>
      <CardBody>
        <TagList tags={webinar.tags} />
        <h3 id={`webinar-${webinar.id}`}>{webinar.title}</h3>
        <Meta
          items={[
            { icon: 'calendar-bold', text: formatDate(webinar.date) },
            { icon: 'clock', text: `${webinar.time} \u00B7 ${webinar.duration}` },
          ]}
        />
        <p>{webinar.description}</p>
        <Speakers aria-label={WEBINARS_PAGE.speakersLabel}>
          {webinar.speakers.map((speaker) => (
            <li key={speaker.name}>
              <strong>{speaker.name}</strong>, {speaker.title}
            </li>
          ))}
        </Speakers>
        <CardActions>
          {recorded ? (
            <>
              {webinar.recordingLink ? (
                <ActionLink cta={{ label: labels.watchRecording, href: webinar.recordingLink }} context={webinar.title} />
              ) : null}
              {webinar.slidesLink ? (
                <ActionLink cta={{ label: labels.slides, href: webinar.slidesLink }} variant="apple-secondary" context={webinar.title} />
              ) : null}
            </>
          ) : (
            <ActionLink cta={{ label: labels.register, href: webinar.registrationLink ?? '/contact' }} context={webinar.title} />
          )}
        </CardActions>
      </CardBody>
    </ItemCard>
  );
}
