import { Tabs, TabsContent, TabsList, TabsTrigger, media, vars } from '@joognoo/ui';
import styled from 'styled-components';
import type { Cta } from '../../content/pages/types';
import { ButtonLink } from '../../components/sections/ButtonLink';
import { CheckList } from '../../components/sections/CheckList';

const ListRow = styled.div`
  display: flex;
  justify-content: center;
  margin-bottom: ${vars.space['10']};
`;

const Panel = styled.div`
  display: grid;
  gap: ${vars.space['8']};
  padding: ${vars.space['8']} ${vars.space['6']};
  border-radius: ${vars.radius.xl};
  background: ${vars.color.background};
  border: 1px solid ${vars.color.border};
  box-shadow: ${vars.shadow.md};

  ${media.md} {
    grid-template-columns: minmax(0, 5fr) minmax(0, 6fr);
    gap: ${vars.space['12']};
    padding: ${vars.space['12']};
  }

  h3 {
    margin: 0;
    font-size: clamp(1.5rem, 1.3rem + 0.8vw, 2rem);
    font-weight: ${vars.fontWeight.bold};
    letter-spacing: -0.02em;
  }

  p {
    margin: ${vars.space['4']} 0 ${vars.space['8']};
    font-size: ${vars.fontSize.lg};
    line-height: ${vars.lineHeight.relaxed};
    color: ${vars.color.muted};
  }
`;

export interface TabOption {
  id: string;
  /** Tab label. */
  label: string;
  title: string;
  description: string;
  /** Bullet points of the panel. */
  points: readonly string[];
  cta: Cta;
}

export interface OptionTabsProps {
  /** Accessible name of the tab list. */
  label: string;
  options: readonly TabOption[];
  defaultValue: string;
}

/**
 * Choice of formats or partners as WAI-ARIA tabs (click, focus and arrow keys switch):
 * each panel shows a title, a description, bullet points and its request button.
 */
export function OptionTabs({ label, options, defaultValue }: OptionTabsProps) {
  return (
    <Tabs defaultValue={defaultValue}>
      <ListRow>
        <TabsList aria-label={label}>
          {options.map((option) => (
            <TabsTrigger key={option.id} value={option.id}>
              {option.label}
            </TabsTrigger>
          ))}
        </TabsList>
      </ListRow>
      {options.map((option) => (
        <TabsContent key={option.id} value={option.id}>
          <Panel>
            <div>
              <h3>{option.title}</h3>
              <p>{option.description}</p>
              <ButtonLink cta={option.cta} variant="apple" />
            </div>
            <CheckList items={option.points} />
          </Panel>
        </TabsContent>
      ))}
    </Tabs>
  );
}
