import styled from 'styled-components';
import { vars } from './theme';

/** Surface with border, radius and a subtle shadow. Compose with the Card* parts. */
export const Card = styled.div<{ $interactive?: boolean }>`
  display: flex;
  flex-direction: column;
  background: ${vars.color.background};
  color: ${vars.color.foreground};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
  box-shadow: ${vars.shadow.sm};
  font-family: ${vars.font.family};
  overflow: hidden;
  transition:
    box-shadow ${vars.motion.durationNormal} ${vars.motion.easing},
    transform ${vars.motion.durationNormal} ${vars.motion.easing};

  ${({ $interactive }) =>
    $interactive
      ? `
    &:hover { box-shadow: ${vars.shadow.lg}; transform: translateY(-2px); }
    &:focus-within { box-shadow: ${vars.shadow.lg}; }
    @media (prefers-reduced-motion: reduce) { &:hover { transform: none; } }
  `
      : ''}
`;
Card.displayName = 'Card';

export const CardHeader = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space['2']};
  padding: ${vars.space['6']} ${vars.space['6']} 0;
`;
CardHeader.displayName = 'CardHeader';

/** An `<h3>` by default; change the level with `as="h2"`. */
export const CardTitle = styled.h3`
  margin: 0;
  font-size: ${vars.fontSize.xl};
  font-weight: ${vars.fontWeight.semibold};
  line-height: ${vars.lineHeight.snug};
  letter-spacing: ${vars.letterSpacing.tight};
`;
CardTitle.displayName = 'CardTitle';

export const CardDescription = styled.p`
  margin: 0;
  font-size: ${vars.fontSize.sm};
  line-height: ${vars.lineHeight.normal};
  color: ${vars.color.muted};
`;
CardDescription.displayName = 'CardDescription';

export const CardContent = styled.div`
  flex: 1 1 auto;
  padding: ${vars.space['6']};
`;
CardContent.displayName = 'CardContent';

export const CardFooter = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space['3']};
  padding: 0 ${vars.space['6']} ${vars.space['6']};
`;
CardFooter.displayName = 'CardFooter';
