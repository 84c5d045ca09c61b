import { Button, vars, media } from '@joognoo/ui';
import { Link } from 'react-router';
import styled from 'styled-components';
import { consentBanner } from '../content/consent';

const Region = styled.section`
  position: fixed;
  z-index: ${vars.zIndex.popover};
  inset-inline: ${vars.space['3']};
  bottom: ${vars.space['3']};
  display: grid;
  gap: ${vars.space['3']};
  padding: ${vars.space['5']};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.xl};
  background: rgba(255, 255, 255, 0.92);
  backdrop-filter: saturate(180%) blur(20px);
  -webkit-backdrop-filter: saturate(180%) blur(20px);
  box-shadow: ${vars.shadow.lg};

  ${media.md} {
    inset-inline: auto ${vars.space['6']};
    bottom: ${vars.space['6']};
    max-width: 26rem;
  }
`;

const Heading = styled.h2`
  margin: 0;
  font-size: ${vars.fontSize.base};
  font-weight: ${vars.fontWeight.semibold};
`;

const Text = styled.p`
  margin: 0;
  font-size: ${vars.fontSize.sm};
  line-height: ${vars.lineHeight.normal};
  color: ${vars.color.muted};

  a {
    color: ${vars.color.primary};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space['2']};
`;

export interface ConsentBannerProps {
  onAccept: () => void;
  onDecline: () => void;
}

/** Asks for analytics consent; rendered only while no choice is stored. */
export function ConsentBanner({ onAccept, onDecline }: ConsentBannerProps) {
  return (
    <Region aria-label={consentBanner.label} data-testid="consent-banner">
      <Heading>{consentBanner.heading}</Heading>
      <Text>
        {consentBanner.text} <Link to={consentBanner.policyLink.href}>{consentBanner.policyLink.label}</Link>
      </Text>
      <Actions>
        <Button variant="apple" size="sm" onClick={onAccept}>
          {consentBanner.accept}
        </Button>
        <Button variant="apple-secondary" size="sm" onClick={onDecline}>
          {consentBanner.decline}
        </Button>
      </Actions>
    </Region>
  );
}
