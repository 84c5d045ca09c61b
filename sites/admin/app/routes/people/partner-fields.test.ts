import { describe, expect, it } from 'vitest';
import { originsFromForm, partnerBody } from './partner-fields';

describe('the partner form', () => {
  it('reads one origin per line (commas and blanks too) and leaves out empty lines', () => {
    expect(originsFromForm('https://a.example\n\n  https://b.example , https://c.example\r\n')).toEqual(['https://a.example', 'https://b.example', 'https://c.example']);
  });

  it('sends an empty lead e-mail or webhook URL as none, and the status as a boolean', () => {
    const form = new FormData();
    form.set('name', 'Acme');
    form.set('origins', 'https://acme.example');
    form.set('leadEmail', '  ');
    form.set('webhookUrl', '');
    form.set('active', 'false');
    expect(partnerBody(form)).toEqual({ name: 'Acme', origins: ['https://acme.example'], leadEmail: null, webhookUrl: null, active: false });
  });
});
