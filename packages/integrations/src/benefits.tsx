import styled from 'styled-components';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger, vars, headingTag, type HeadingLevel } from '@joognoo/ui';
import { BENEFITS_TITLE, type Benefit } from './content';
import { SectionTitle, Surface } from './styles';

/** 'Enterprise Benefits': an accordion, one item open at a time, collapsible. */
export function Benefits({ benefits, level }: { benefits: readonly Benefit[]; level: HeadingLevel }) {
  return (
    <Surface>
      <SectionTitle as={headingTag(level)}>{BENEFITS_TITLE}</SectionTitle>
      <StyledAccordion collapsible>
        {benefits.map((benefit) => (
          <AccordionItem key={benefit.title} value={benefit.title}>
            <AccordionTrigger headingLevel={Math.min(6, level + 1) as 2 | 3 | 4 | 5 | 6}>{benefit.title}</AccordionTrigger>
            <AccordionContent>{benefit.text}</AccordionContent>
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
