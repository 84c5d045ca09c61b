import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from './accordion';

function Faq() {
  return (
    <Accordion>
      <AccordionItem value="security">
        <AccordionTrigger>Is my data secure?</AccordionTrigger>
        <AccordionContent>Yes, encrypted at rest.</AccordionContent>
      </AccordionItem>
      <AccordionItem value="pricing">
        <AccordionTrigger>How is it priced?</AccordionTrigger>
        <AccordionContent>Per seat.</AccordionContent>
      </AccordionItem>
    </Accordion>
  );
}

const expanded = (name: string) => screen.getByRole('button', { name }).getAttribute('aria-expanded');

describe('Accordion', () => {
  it('starts closed, with headings, buttons and labelled regions', () => {
    render(<Faq />);
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(2);
    expect(expanded('Is my data secure?')).toBe('false');
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('opens one item at a time', async () => {
    const user = userEvent.setup();
    render(<Faq />);
    await user.click(screen.getByRole('button', { name: 'Is my data secure?' }));
    expect(expanded('Is my data secure?')).toBe('true');
    const region = screen.getByRole('region', { name: 'Is my data secure?' });
    expect(region.textContent).toBe('Yes, encrypted at rest.');
    expect(screen.getByRole('button', { name: 'Is my data secure?' }).getAttribute('aria-controls')).toBe(region.id);

    await user.click(screen.getByRole('button', { name: 'How is it priced?' }));
    expect(expanded('How is it priced?')).toBe('true');
    expect(expanded('Is my data secure?')).toBe('false');
    expect(screen.getAllByRole('region')).toHaveLength(1);
  });

  it('closes the open item when it is clicked again', async () => {
    const user = userEvent.setup();
    render(<Faq />);
    const trigger = screen.getByRole('button', { name: 'How is it priced?' });
    await user.click(trigger);
    await user.click(trigger);
    expect(expanded('How is it priced?')).toBe('false');
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('works from the keyboard', async () => {
    const user = userEvent.setup();
    render(<Faq />);
    await user.tab();
    await user.keyboard('{Enter}');
    expect(expanded('Is my data secure?')).toBe('true');
    await user.keyboard(' ');
    expect(expanded('Is my data secure?')).toBe('false');
  });
});
