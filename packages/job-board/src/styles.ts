import styled from 'styled-components';
import { focusRing, container, vars } from '@joognoo/ui';

export const Page = styled.div`
  width: 100%;
  container-type: inline-size;
  max-width: ${vars.layout.containerMaxWidth};
  margin-inline: auto;
  padding: ${vars.space['10']} ${vars.space['4']};
  font-family: ${vars.font.family};
  color: ${vars.color.foreground};
  box-sizing: border-box;

  ${container.md} {
    padding: ${vars.space['16']} ${vars.layout.containerPadding};
  }

  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
`;

export const Heading = styled.h2`
  margin: 0 0 ${vars.space['8']};
  font-size: ${vars.fontSize['2xl']};
  font-weight: ${vars.fontWeight.bold};
  line-height: 28px;
  letter-spacing: ${vars.letterSpacing.tight};

  ${container.sm} {
    font-size: ${vars.fontSize['4xl']};
    line-height: 42px;
  }
`;

/**
 * The cards: one column, two from 640 px of the list's own width (the Page is the
 * container: a 300 px sidebar gets one column whatever the screen).
 */
export const Grid = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${vars.space['6']};
  margin: 0;
  padding: 0;
  list-style: none;

  ${container.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

export const Facts = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space['2']} ${vars.space['5']};
  margin: 0;
  padding: 0;
  list-style: none;
  color: ${vars.color.muted};
  font-size: ${vars.fontSize.sm};

  li {
    display: inline-flex;
    align-items: center;
    gap: ${vars.space['2']};
  }

  svg {
    width: 16px;
    height: 16px;
    flex: none;
  }
`;

export const Muted = styled.p`
  margin: 0;
  color: ${vars.color.muted};
  line-height: ${vars.lineHeight.normal};
`;

export const BackLink = styled.p`
  margin: 0 0 ${vars.space['6']};

  a {
    color: ${vars.color.primary};
    font-weight: ${vars.fontWeight.medium};
    text-decoration: none;
    border-radius: ${vars.radius.sm};
    ${focusRing}
  }
  a:hover {
    text-decoration: underline;
    text-underline-offset: 4px;
  }
`;

export const VisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  white-space: nowrap;
  border: 0;
`;
