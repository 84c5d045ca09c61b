/** @vitest-environment node */
import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { ContactForm } from './index';

const stub = { submitContact: async () => ({}) };

describe('given a server render (no JavaScript in the browser)', () => {
  it('renders a real <form method="post"> to /contact/submit with a named control for every field', () => {
    const html = renderToString(<ContactForm variant="contact" client={stub} source="footer" service="Managed Services" />);
    expect(html).toMatch(/<form[^>]*method="post"/);
    expect(html).toMatch(/<form[^>]*action="\/contact\/submit"/);
    for (const name of ['firstName', 'lastName', 'email', 'company', 'message', 'consent', 'website']) {
      expect(html).toContain(`name="${name}"`);
    }
    expect(html).toContain('<input type="hidden" name="form" value="contact"/>');
    expect(html).toContain('<input type="hidden" name="source" value="footer"/>');
    expect(html).toContain('<input type="hidden" name="service" value="Managed Services"/>');
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*>Send Message<\/button>/);
  });

  it('renders the interest as a native <select name="interest"> with the home group headings as <optgroup>s', () => {
    const html = renderToString(<ContactForm variant="home" client={stub} />);
    expect(html).toMatch(/<select[^>]*name="interest"/);
    expect(html).toContain('<optgroup label="Engineering Accelerators">');
    expect(html).toContain('<optgroup label="Business Accelerators">');
    expect(html).toContain('<option value="full-suite">Full Suite</option>');
    expect(html).toContain('Request Information');
    expect(html).toContain('Submit Request');
  });

  it('posts to the given action and carries the redirect URL', () => {
    const html = renderToString(
      <ContactForm variant="about" client={stub} action="/leads" redirectUrl="/thank-you" />,
    );
    expect(html).toMatch(/<form[^>]*action="\/leads"/);
    expect(html).toContain('<input type="hidden" name="redirect" value="/thank-you"/>');
  });

  it('re-renders a failed post with the values kept and the messages under the fields', () => {
    const html = renderToString(
      <ContactForm
        variant="contact"
        client={stub}
        initialValues={{ firstName: 'Ada', email: 'ada@', interest: 'business', consent: true }}
        initialErrors={{ email: 'Please enter a valid email address.', message: 'Message must be at least 10 characters.' }}
      />,
    );
    expect(html).toContain('value="Ada"');
    expect(html).toContain('value="ada@"');
    expect(html).toMatch(/<option value="business" selected="">/);
    expect(html).toMatch(/<input[^>]*name="consent"[^>]*checked=""/);
    expect(html).toContain('Please enter a valid email address.');
    expect(html).toContain('Message must be at least 10 characters.');
    expect(html).toMatch(/<input[^>]*aria-invalid="true"[^>]*name="email"|<input[^>]*name="email"[^>]*aria-invalid="true"/);
  });

  it('with a hidden preset interest, sends it as a hidden input', () => {
    const html = renderToString(<ContactForm variant="contact" client={stub} interest="addons" hideInterest />);
    expect(html).toContain('<input type="hidden" name="interest" value="addons"/>');
    expect(html).not.toContain('<select');
  });
});
