import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Field } from './field';
import { Input, Textarea } from './input';
import { Checkbox } from './checkbox';
import { Select } from './select';

describe('Field', () => {
  it('labels the control', () => {
    render(
      <Field label="Work email">
        <Input name="email" type="email" />
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Work email' });
    expect(input.getAttribute('name')).toBe('email');
    expect(input.hasAttribute('aria-invalid')).toBe(false);
  });

  it('given an error, shows it under the field as an alert wired to the control', () => {
    render(
      <Field label="Work email" hint="We reply within 24 hours." error="Please enter a valid email address">
        <Input name="email" />
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Work email' });
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('Please enter a valid email address');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const describedBy = input.getAttribute('aria-describedby')!.split(' ');
    expect(describedBy).toContain(alert.id);
    expect(describedBy).toContain(screen.getByText('We reply within 24 hours.').id);
  });

  it('keeps the id the control already has', () => {
    render(
      <Field label="Message">
        <Textarea id="message" />
      </Field>,
    );
    expect(screen.getByRole('textbox', { name: 'Message' }).id).toBe('message');
  });

  it('wires a Select too', () => {
    render(
      <Field label="Service" error="Please select a service">
        <Select options={[{ value: 'a', label: 'A' }]} />
      </Field>,
    );
    const combobox = screen.getByRole('combobox', { name: 'Service' });
    expect(combobox.getAttribute('aria-invalid')).toBe('true');
  });
});

describe('Checkbox', () => {
  it('is a native checkbox associated with its label', async () => {
    const user = userEvent.setup();
    render(<Checkbox name="consent" label="I agree to the privacy policy" />);
    const checkbox = screen.getByRole('checkbox', { name: 'I agree to the privacy policy' });
    expect(checkbox).toHaveProperty('checked', false);
    await user.click(screen.getByText('I agree to the privacy policy'));
    expect(checkbox).toHaveProperty('checked', true);
  });
});
