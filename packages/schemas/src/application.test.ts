import { describe, expect, it } from 'vitest';
import { APPLICATION_MESSAGES, applicationSchema, checkCvFile, consentFromForm } from './application.ts';
import { validate } from './validate.ts';

const valid = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', consent: true };

describe('the application form', () => {
  it('accepts the required fields with consent, optional fields empty', () => {
    const result = validate(applicationSchema, valid);
    expect(result).toEqual({
      success: true,
      output: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: '', profileUrl: '', coverLetter: '', consent: true },
    });
  });

  it('gives each field its own message', () => {
    const result = validate(applicationSchema, { firstName: 'A', lastName: '', email: 'nope', phone: 'call me', profileUrl: 'javascript:alert(1)', coverLetter: 'x'.repeat(5001) });
    expect(result.errors).toEqual({
      firstName: 'First name must be at least 2 characters.',
      lastName: 'Last name must be at least 2 characters.',
      email: 'Please enter a valid email address.',
      phone: 'Please enter a valid phone number.',
      profileUrl: 'Please enter a valid http or https URL.',
      coverLetter: 'Cover letter must be at most 5000 characters.',
      consent: 'You must agree to the privacy policy to apply.',
    });
  });

  it('refuses consent other than true, and a URL with credentials', () => {
    expect(validate(applicationSchema, { ...valid, consent: false }).errors).toEqual({ consent: APPLICATION_MESSAGES.consent });
    expect(validate(applicationSchema, { ...valid, consent: 'true' }).errors).toEqual({ consent: APPLICATION_MESSAGES.consent });
    expect(validate(applicationSchema, { ...valid, profileUrl: 'https://me:pw@example.com' }).errors).toEqual({ profileUrl: APPLICATION_MESSAGES.profileUrlCredentials });
    expect(validate(applicationSchema, { ...valid, phone: '+65 6123-4567', profileUrl: 'https://linkedin.com/in/ada' }).success).toBe(true);
  });

  it('reads a multipart form\'s consent=true (or a bare checkbox\'s on) as true, anything else as false', () => {
    expect([consentFromForm('true'), consentFromForm('on'), consentFromForm('false'), consentFromForm(''), consentFromForm(undefined)]).toEqual([true, true, false, false, false]);
  });

  it('checks what a browser can see of the CV before sending it', () => {
    expect(checkCvFile(null)).toBe('Please attach your CV.');
    expect(checkCvFile({ size: 0, name: '' })).toBe('Please attach your CV.');
    expect(checkCvFile({ size: 0, name: 'cv.pdf' })).toBe('Your CV file is empty.');
    expect(checkCvFile({ size: 11 * 1024 * 1024, name: 'cv.pdf' })).toBe('Your CV must be 10 MB or smaller.');
    expect(checkCvFile({ size: 100, name: 'cv.exe' })).toBe('Your CV must be a PDF or a Word document (DOCX).');
    expect(checkCvFile({ size: 100, name: 'CV.DOCX' })).toBeUndefined();
  });
});
