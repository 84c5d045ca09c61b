import styled from 'styled-components';
import { container, vars } from '@joognoo/ui';

/** The widgets' page box, shared with every other widget. */
export { WidgetPage as Page } from '@joognoo/ui';

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

export { VisuallyHidden } from '@joognoo/ui';
