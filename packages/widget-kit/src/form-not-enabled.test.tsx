import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FormNotEnabled, formNotEnabledLog } from './form-not-enabled';
import { readOriginNotRegistered } from './origin-not-registered';
import { FORM_NOT_ENABLED_MESSAGE } from '@joognoo/schemas';
import { KIT_CATALOG } from './i18n/messages';
import { WidgetLocale } from './i18n/widget-locale';

/** What `@joognoo/api-client` throws for a non-OK answer (`status`, parsed `body`), read structurally. */
class ApiError extends Error {
  readonly body: unknown;
  constructor(readonly status: number, statusText: string, text: string) {
    super(`${status}: ${text || statusText}`);
    this.body = JSON.parse(text) as unknown;
  }
}

const refusal = {
  code: 'origin_not_registered',
  message: 'The origin https://shop.example is not registered. Add it to the partner (or EMBED_ORIGINS).',
  origin: 'https://shop.example',
  docs: 'https://www.joognoo.com/developers/widgets#allow-listing',
};

describe('readOriginNotRegistered', () => {
  it('given the API\'s 403 origin_not_registered, it gives the origin and the docs link', () => {
    const error = new ApiError(403, 'Forbidden', JSON.stringify(refusal));
    expect(readOriginNotRegistered(error)).toEqual({ origin: 'https://shop.example', docs: 'https://www.joognoo.com/developers/widgets#allow-listing' });
  });

  it('given a 403 without origin or docs, it uses the page\'s origin and the docs on the API\'s host', () => {
    const error = new ApiError(403, 'Forbidden', JSON.stringify({ code: 'origin_not_registered' }));
    expect(readOriginNotRegistered(error, 'https://www.joognoo.com/')).toEqual({
      origin: window.location.origin,
      docs: 'https://www.joognoo.com/developers/widgets#allow-listing',
    });
  });

  it('given any other failure (another 403, a 400, a network error), it gives undefined', () => {
    expect(readOriginNotRegistered(new ApiError(403, 'Forbidden', JSON.stringify({ message: 'Cross-site request refused.' })))).toBeUndefined();
    expect(readOriginNotRegistered(new ApiError(400, 'Bad Request', JSON.stringify({ ...refusal, code: 'x' })))).toBeUndefined();
    expect(readOriginNotRegistered(new TypeError('Failed to fetch'))).toBeUndefined();
  });
});

describe('formNotEnabledLog', () => {
  it('names the widget, the origin, the partner and the docs', () => {
    expect(formNotEnabledLog('@joognoo/newsletter', { origin: 'https://shop.example', docs: refusal.docs }, 'acme')).toBe(
      '[@joognoo/newsletter] This form is not enabled on this site yet. The API refused the submission: the origin https://shop.example is not registered for partner "acme". See https://www.joognoo.com/developers/widgets#allow-listing',
    );
  });

  it('without a partner, says that none is set', () => {
    expect(formNotEnabledLog('@joognoo/contact-form', { origin: 'https://shop.example', docs: refusal.docs })).toBe(
      '[@joognoo/contact-form] This form is not enabled on this site yet. The API refused the submission: the origin https://shop.example is not registered (no partner attribute is set). See https://www.joognoo.com/developers/widgets#allow-listing',
    );
  });
});

describe('FormNotEnabled', () => {
  it('shows "This form is not enabled on this site yet." as a polite status', () => {
    render(
      <WidgetLocale catalog={KIT_CATALOG} widget="@joognoo/test-widget">
        <FormNotEnabled />
      </WidgetLocale>,
    );
    expect(screen.getByRole('status').textContent).toBe('This form is not enabled on this site yet.');
    expect(FORM_NOT_ENABLED_MESSAGE).toBe('This form is not enabled on this site yet.');
  });

  it('says it in the widget\'s language', async () => {
    render(
      <WidgetLocale catalog={KIT_CATALOG} widget="@joognoo/test-widget" locale="ar-AE">
        <FormNotEnabled />
      </WidgetLocale>,
    );
    expect((await screen.findByRole('status')).textContent).toBe('هذا النموذج غير مفعَّل على هذا الموقع بعد.');
  });
});
