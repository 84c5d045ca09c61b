import styled from 'styled-components';
import { ANY_HEADING, Card, focusRing, container, vars } from '@joognoo/ui';

/** The widgets' page box, shared with every other widget. */
export { WidgetPage as Page } from '@joognoo/ui';

export const PageTitle = styled.h1`
  margin: 0 0 ${vars.space['3']};
  font-size: ${vars.fontSize['3xl']};
  font-weight: ${vars.fontWeight.bold};
  line-height: ${vars.lineHeight.tight};
  letter-spacing: ${vars.letterSpacing.tight};

  ${container.md} {
    font-size: ${vars.fontSize['5xl']};
  }
`;

export const Lead = styled.p`
  max-width: 704px;
  margin: 0;
  color: ${vars.color.muted};
  font-size: ${vars.fontSize.lg};
  line-height: ${vars.lineHeight.normal};
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
  margin-top: ${vars.space['16']};
`;

export const Grid = styled.ul<{ $columns?: 2 | 3 | 4 }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${vars.space['6']};
  margin: 0;
  padding: 0;
  list-style: none;

  ${container.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  ${({ $columns }) =>
    $columns && $columns > 2 ? `${container.lg} { grid-template-columns: repeat(${$columns}, minmax(0, 1fr)); }` : ''}
`;

export const PanelCard = styled(Card)`
  height: 100%;
  padding: ${vars.space['6']};
  gap: ${vars.space['3']};

  & > ${ANY_HEADING} {
    margin: 0;
    font-size: ${vars.fontSize.xl};
    font-weight: ${vars.fontWeight.semibold};
    line-height: ${vars.lineHeight.snug};
  }
  p {
    margin: 0;
    color: ${vars.color.muted};
    line-height: ${vars.lineHeight.normal};
  }
`;

export const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space['2']};
`;

export const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space['2']};
  margin: 0;
  color: ${vars.color.muted};
  font-size: ${vars.fontSize.sm};
`;

export const TitleLink = styled.span`
  a {
    color: inherit;
    text-decoration: none;
    border-radius: ${vars.radius.sm};
    ${focusRing}
  }
  a:hover {
    color: ${vars.color.primary};
  }
`;

export const Muted = styled.p`
  margin: 0;
  color: ${vars.color.muted};
  line-height: ${vars.lineHeight.normal};
`;

export { VisuallyHidden } from '@joognoo/ui';
