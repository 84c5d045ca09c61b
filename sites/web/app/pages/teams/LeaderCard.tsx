import type { Leader } from '@joognoo/schemas';
import { vars, visuallyHidden } from '@joognoo/ui';
import styled from 'styled-components';
import { mailtoHref, telHref } from '../../content/pages/helpers';
import { LeaderAvatar } from './LeaderAvatar';
import { ContactLink, ContactLinkList } from '../../components/contact/ContactLinks';

const Card = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${vars.space['5']};
  height: 100%;
  padding: ${vars.space['8']};
  border-radius: ${vars.radius.xl};
  background: ${vars.color.background};
  border: 1px solid ${vars.color.border};
  box-shadow: ${vars.shadow.sm};
`;

const Name = styled.h3`
  margin: 0;
  font-size: ${vars.fontSize['2xl']};
  font-weight: ${vars.fontWeight.semibold};
  letter-spacing: -0.015em;
`;

const Title = styled.p`
  margin: ${vars.space['1']} 0 0;
  font-size: ${vars.fontSize.base};
  font-weight: ${vars.fontWeight.medium};
  color: ${vars.color.primary};
`;

const Bio = styled.p`
  flex: 1 1 auto;
  margin: 0;
  line-height: ${vars.lineHeight.relaxed};
  color: ${vars.color.muted};
`;

const Links = styled(ContactLinkList)`
  padding: ${vars.space['5']} 0 0;
  border-top: 1px solid ${vars.color.border};
`;

const Hidden = styled.span`
  ${visuallyHidden};
`;

export interface LeaderCardProps {
  leader: Leader;
}

/** A leader: avatar, name, title, bio, profile, e-mail and phone links. */
export function LeaderCard({ leader }: LeaderCardProps) {
  const headingId = `leader-${leader.id}`;
  return (
    <Card aria-labelledby={headingId}>
      <LeaderAvatar name={leader.name} image={leader.image} />
      <div>
        <Name id={headingId}>{leader.name}</Name>
        <Title>{leader.title}</Title>
      </div>
      <Bio>{leader.bio}</Bio>
      <Links $gap="2">
        <ContactLink icon="external-link" href={leader.profileLink} target="_blank" rel="noopener noreferrer">
          View {leader.name.split(' ')[0]}&rsquo;s profile<Hidden> (opens in a new tab)</Hidden>
        </ContactLink>
        <ContactLink icon="mail" href={mailtoHref(leader.email)}>
          {leader.email}
        </ContactLink>
        {leader.phones.map((phone) => (
          <ContactLink key={phone} icon="phone" href={telHref(phone)}>
            {phone}
          </ContactLink>
        ))}
      </Links>
    </Card>
  );
}
