import { describe, expect, it } from 'vitest';
import { buildIcs, icsDataUrl, icsFileName } from './calendar';

const entry = { name: 'AI Leaders Summit 2025', isoDate: '2025-09-24', city: 'Singapore' };

describe('buildIcs', () => {
  it('given an all-day entry, writes one VEVENT with an exclusive end date', () => {
    const ics = buildIcs(entry);
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics).toContain('DTSTART;VALUE=DATE:20250924\r\n');
    expect(ics).toContain('DTEND;VALUE=DATE:20250925\r\n');
    expect(ics).toContain('SUMMARY:AI Leaders Summit 2025\r\n');
    expect(ics).toContain('LOCATION:Singapore\r\n');
    expect(ics).toContain('UID:20250924-ai-leaders-summit-2025@joognoo.example\r\n');
    expect(ics.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true);
  });

  it('given a multi-day entry crossing a month, ends the day after the last day', () => {
    expect(buildIcs({ ...entry, isoDate: '2027-03-31', isoEndDate: '2027-04-01' })).toContain('DTEND;VALUE=DATE:20270402');
  });

  it('escapes commas, semicolons and new lines and folds long lines', () => {
    const ics = buildIcs({ ...entry, name: 'Dinner; drinks, talks', description: `Line one\n${'x'.repeat(120)}` });
    expect(ics).toContain('SUMMARY:Dinner\\; drinks\\, talks');
    for (const line of ics.split('\r\n')) expect(line.length).toBeLessThanOrEqual(75);
  });

  it('is deterministic (same output on the server and in the browser)', () => {
    expect(buildIcs(entry)).toBe(buildIcs(entry));
  });
});

describe('icsDataUrl and icsFileName', () => {
  it('encodes the file as a text/calendar data URL with a readable file name', () => {
    const url = icsDataUrl(entry);
    expect(url.startsWith('data:text/calendar;charset=utf-8,BEGIN%3AVCALENDAR')).toBe(true);
    expect(decodeURIComponent(url.split(',').slice(1).join(','))).toBe(buildIcs(entry));
    expect(icsFileName(entry)).toBe('ai-leaders-summit-2025-2025-09-24.ics');
  });
});
