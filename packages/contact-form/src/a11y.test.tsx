import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { ContactForm } from './index';
import { CONTACT_FORM_VARIANTS } from './variants';

const stub = { submitContact: async () => ({}) };

/** Serious and critical axe violations (colour contrast needs layout: checked in the browser e2e). */
async function seriousViolations(container: Element) {
  const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`);
}

describe('accessibility', () => {
  for (const variant of CONTACT_FORM_VARIANTS) {
    it(`given the ${variant} variant, axe finds no serious or critical issue, also with every message shown`, async () => {
      const user = userEvent.setup();
      const { container } = render(<ContactForm variant={variant} client={stub} />);
      expect(await seriousViolations(container)).toEqual([]);

      await user.click(screen.getByRole('button', { name: /Submit Request|Send Message/ }));
      await waitFor(() => expect(container.querySelectorAll('[aria-invalid="true"]').length).toBeGreaterThan(0));
      expect(await seriousViolations(container)).toEqual([]);
    });
  }

  it('can be filled in and sent with the keyboard alone', async () => {
    const user = userEvent.setup();
    const submitContact = async () => ({});
    let sent = 0;
    render(
      <ContactForm
        variant="contact"
        client={{ submitContact: async () => { sent += 1; return submitContact(); } }}
      />,
    );
    await user.tab();
    await user.keyboard('Ada');
    await user.tab();
    await user.keyboard('Lovelace');
    await user.tab();
    await user.keyboard('ada@example.com');
    await user.tab();
    await user.keyboard('Analytical Engines');
    await user.tab();
    expect(document.activeElement?.getAttribute('role')).toBe('combobox');
    await user.keyboard('{ArrowDown}{Enter}');
    await user.tab();
    await user.keyboard('Please call me next week.');
    await user.tab();
    await user.keyboard(' ');
    await user.tab();
    expect(document.activeElement?.textContent).toBe('Send Message');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(sent).toBe(1));
  });
});
