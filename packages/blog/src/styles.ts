import styled from 'styled-components';
import { ANY_HEADING, focusRing, container, vars } from '@joognoo/ui';

/** The widgets' page box, shared with every other widget. */
export { WidgetPage as Page } from '@joognoo/ui';

export const PageTitle = styled.h1`
  margin: 0 0 ${vars.space['6']};
  font-size: ${vars.fontSize['3xl']};
  font-weight: ${vars.fontWeight.bold};
  line-height: ${vars.lineHeight.tight};
  letter-spacing: ${vars.letterSpacing.tight};

  ${container.md} {
    font-size: ${vars.fontSize['5xl']};
  }
`;

export const SectionTitle = styled.h2`
  margin: 0 0 ${vars.space['6']};
  font-size: ${vars.fontSize['2xl']};
  font-weight: ${vars.fontWeight.semibold};
  line-height: ${vars.lineHeight.snug};
  letter-spacing: ${vars.letterSpacing.tight};

  ${container.md} {
    font-size: ${vars.fontSize['3xl']};
  }
`;

export const Block = styled.section`
  margin-top: ${vars.space['12']};
`;

export const Grid = styled.div<{ $columns: 2 | 3 }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${vars.space['6']};

  ${container.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  ${({ $columns }) =>
    $columns === 3
      ? `${container.lg} { grid-template-columns: repeat(3, minmax(0, 1fr)); }`
      : ''}
`;

export const CategoryBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space['2']};
`;

export const CategoryButton = styled.button`
  display: inline-flex;
  align-items: center;
  min-height: 36px;
  padding: 0 ${vars.space['4']};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.full};
  background: ${vars.color.background};
  color: ${vars.color.foreground};
  font-family: inherit;
  font-size: ${vars.fontSize.sm};
  font-weight: ${vars.fontWeight.medium};
  cursor: pointer;
  transition:
    background-color ${vars.motion.durationFast} ${vars.motion.easing},
    border-color ${vars.motion.durationFast} ${vars.motion.easing};

  &:hover {
    background: ${vars.color.surface};
    border-color: ${vars.color.borderStrong};
  }

  &[aria-pressed='true'] {
    background: ${vars.color.primary};
    border-color: ${vars.color.primary};
    color: ${vars.color.primaryForeground};
  }

  ${focusRing}
`;

export const HeadingRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space['4']};
  margin-bottom: ${vars.space['6']};

  & > ${ANY_HEADING} {
    margin: 0;
  }
`;

export const Muted = styled.p`
  margin: 0;
  color: ${vars.color.muted};
  font-size: ${vars.fontSize.base};
  line-height: ${vars.lineHeight.normal};
`;

export const Loading = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${vars.space['3']};
  padding: ${vars.space['16']} 0;
  color: ${vars.color.muted};
`;

export const CardHeading = styled.h3<{ $large?: boolean }>`
  margin: 0;
  font-size: ${({ $large }) => ($large ? vars.fontSize['2xl'] : vars.fontSize.xl)};
  font-weight: ${vars.fontWeight.semibold};
  line-height: ${vars.lineHeight.snug};
  letter-spacing: ${vars.letterSpacing.tight};

  a {
    color: inherit;
    text-decoration: none;
    border-radius: ${vars.radius.sm};
  }

  a:hover {
    color: ${vars.color.primary};
  }

  a:focus-visible {
    outline: ${vars.layout.focusRingWidth} solid ${vars.color.focusRing};
    outline-offset: ${vars.layout.focusRingOffset};
  }
`;

export const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space['2']};
  margin: 0;
  color: ${vars.color.muted};
  font-size: ${vars.fontSize.sm};
`;

export const Excerpt = styled.p`
  flex: 1 1 auto;
  margin: 0;
  color: ${vars.color.muted};
  font-size: ${vars.fontSize.base};
  line-height: ${vars.lineHeight.relaxed};
`;

export const TextLink = styled.span`
  a {
    display: inline-flex;
    align-items: center;
    gap: ${vars.space['1']};
    color: ${vars.color.primary};
    font-weight: ${vars.fontWeight.medium};
    text-decoration: none;
    border-radius: ${vars.radius.sm};
  }

  a:hover {
    text-decoration: underline;
    text-underline-offset: 4px;
  }

  a:focus-visible {
    outline: ${vars.layout.focusRingWidth} solid ${vars.color.focusRing};
    outline-offset: ${vars.layout.focusRingOffset};
  }
`;
