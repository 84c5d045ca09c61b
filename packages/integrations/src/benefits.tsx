import styled from 'styled-components';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger, vars, headingTag, type HeadingLevel } from '@joognoo/ui';
import { useMessages } from '@joognoo/widget-kit';
import type { IntegrationsMessageId } from './catalog';
import type { BenefitIds } from './structure';
import { SectionTitle, Surface } from './styles';

/** 'Enterprise Benefits': an accordion, one item open at a time, collapsible. */
export function Benefits({ benefits, level }: { benefits: readonly BenefitIds[]; level: HeadingLevel }) {
  const { t } = useMessages<IntegrationsMessageId>();
  return (
    <Surface>
      <SectionTitle as={headingTag(level)}>{t('integrations.benefits.title')}</SectionTitle>
      <StyledAccordion collapsible>
        {benefits.map((benefit) => (
          <AccordionItem key={benefit.title} value={benefit.title}>
            <AccordionTrigger headingLevel={Math.min(6, level + 1) as 2 | 3 | 4 | 5 | 6}>{t(benefit.title)}</AccordionTrigger>
            <AccordionContent>{t(benefit.text)}</AccordionContent>
          </AccordionItem>
        ))}
      </StyledAccordion>
    </Surface>
  );
}

const StyledAccordion = styled(Accordion)`
  margin-top: calc(-1 * ${vars.space['3']});

  h2 > button,
  h3 > button,
  h4 > button,
  h5 > button,
  h6 > button {
    font-size: ${vars.fontSize.base};
    font-weight: ${vars.fontWeight.medium};
  }
`;
