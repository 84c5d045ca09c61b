// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONTACT_FORM_MIN_HEIGHT, CONTACT_FORM_RESERVED_HEIGHTS } from '@joognoo/contact-form/embed';
import { JOB_BOARD_RESERVED_HEIGHTS } from '@joognoo/job-board/embed';
import { NEWSLETTER_MIN_HEIGHT, NEWSLETTER_RESERVED_HEIGHTS } from '@joognoo/newsletter/embed';
import { INTEGRATIONS_MIN_HEIGHT } from '@joognoo/integrations/embed';
import { embedWidgets } from '../vite.config';
import { embedCss, type EmbedCssWidget } from './embed-css';

// The DOM environment's URL is not Node's: resolve from the test's own path.
const file = readFileSync(path.resolve(__dirname, '../src/embed.css'), 'utf8');

/** The widgets as the loader knows them, with the exact heights of the three that have them. */
const widgets: EmbedCssWidget[] = embedWidgets.map((w) => {
  const tag = `joognoo-${w.name}`;
  const minHeight = typeof w.minHeight === 'number' ? w.minHeight : undefined;
  if (tag === 'joognoo-job-board') return { tag, minHeight, reserved: JOB_BOARD_RESERVED_HEIGHTS };
  if (tag === 'joognoo-contact-form') return { tag, minHeight, reserved: CONTACT_FORM_RESERVED_HEIGHTS };
  if (tag === 'joognoo-newsletter') return { tag, minHeight, reserved: NEWSLETTER_RESERVED_HEIGHTS };
  return { tag, minHeight };
});

describe('embed.css', () => {
  it('is generated from the heights the widgets reserve (scripts/embed-css.ts)', () => {
    expect(file).toBe(embedCss(widgets));
  });

  it("reserves the loader's floors, the same as the elements'", () => {
    expect(file).toContain(`joognoo-contact-form:not(:defined){min-height:${CONTACT_FORM_MIN_HEIGHT}px}`);
    expect(file).toContain(`joognoo-newsletter:not(:defined){min-height:${NEWSLETTER_MIN_HEIGHT}px}`);
    expect(file).toContain(`joognoo-integrations:not(:defined){min-height:${INTEGRATIONS_MIN_HEIGHT}px}`);
  });

  it('gives the job list, the contact form and the newsletter box their exact height per width', () => {
    expect(file).toContain('joognoo-job-board:not([job]:not([job=""])):not(:defined)::before{height:1384px}');
    expect(file).toContain('@container (min-width:768px){joognoo-job-board:not([job]:not([job=""])):not(:defined)::before{height:842px}}');
    expect(file).toContain('joognoo-contact-form:not(:defined)::before{height:844px}');
    expect(file).toContain('@container (min-width:290px){joognoo-contact-form[variant="home" i]:not(:defined)::before{height:865px}}');
    expect(file).toContain('joognoo-newsletter:not(:defined)::before{height:322px}');
    expect(file).toContain('@container (min-width:690px){joognoo-newsletter:not(:defined)::before{height:202px}}');
  });

  it('stays small and plain: no url(), no @import, under 3 KB', () => {
    expect(file).not.toMatch(/url\(|@import|!important/);
    expect(Buffer.byteLength(file)).toBeLessThan(3 * 1024);
  });
});
