import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@joognoo/ui';
import type { FaqItem } from './copy';

export interface ContactFaqProps {
  items: readonly FaqItem[];
  className?: string;
}

/** The /contact FAQ: one answer open at a time; the open one closes again on a second click. */
export function ContactFaq({ items, className }: ContactFaqProps) {
  return (
    <Accordion collapsible className={className}>
      {items.map((item) => (
        <AccordionItem key={item.id} value={item.id}>
          <AccordionTrigger headingLevel={3}>{item.question}</AccordionTrigger>
          <AccordionContent>{item.answer}</AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  );
}
