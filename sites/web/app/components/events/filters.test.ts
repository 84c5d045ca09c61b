import { describe, expect, it } from 'vitest';
import { EVENTS, EVENT_LOCATION_OPTIONS, EVENT_TYPE_OPTIONS } from '../../pages/events/copy';
import { WEBINARS, WEBINAR_INDUSTRY_OPTIONS, WEBINAR_TOPIC_OPTIONS } from '../../pages/webinars/copy';
import {
  filterEvents,
  filterWebinars,
  hasFilters,
  matchesQuery,
  NO_EVENT_FILTERS,
  NO_WEBINAR_FILTERS,
  topicSlug,
} from './filters';

const ids = (items: readonly { id: string }[]) => items.map((item) => item.id);

describe('filterWebinars', () => {
  it('given no filters, keeps every webinar in order', () => {
    expect(ids(filterWebinars(WEBINARS, NO_WEBINAR_FILTERS))).toEqual(ids(WEBINARS));
  });

  it('given a search text, matches title, description, speakers and tags, ignoring case and accents', () => {
    expect(ids(filterWebinars(WEBINARS, { ...NO_WEBINAR_FILTERS, query: 'ESG REPORTS' }))).toEqual(['esg-reporting-automation-2027']);
    expect(ids(filterWebinars(WEBINARS, { ...NO_WEBINAR_FILTERS, query: 'tomas' }))).toEqual(['esg-reporting-automation-2027']);
    expect(ids(filterWebinars(WEBINARS, { ...NO_WEBINAR_FILTERS, query: 'karthik' }))).toEqual([
      'ai-assisted-testing-2027',
      'enterprise-integration-jira-cicd-2026',
    ]);
  });

  it('given several words, keeps only webinars containing all of them', () => {
    expect(ids(filterWebinars(WEBINARS, { ...NO_WEBINAR_FILTERS, query: 'bias retail' }))).toEqual(['bias-free-recruitment-2026']);
  });

  it('given a topic, keeps webinars tagged with it', () => {
    const result = filterWebinars(WEBINARS, { ...NO_WEBINAR_FILTERS, topic: 'ai-governance' });
    expect(ids(result)).toEqual(['governing-genai-2027', 'ai-roi-playbook-2026']);
  });

  it('given an industry and a topic, combines them', () => {
    expect(ids(filterWebinars(WEBINARS, { ...NO_WEBINAR_FILTERS, topic: 'developer-productivity', industry: 'technology' }))).toEqual([
      'carbon-aware-software-2026',
    ]);
  });

  it('given filters nothing matches, returns an empty list', () => {
    expect(filterWebinars(WEBINARS, { ...NO_WEBINAR_FILTERS, query: 'quantum blockchain' })).toEqual([]);
    expect(filterWebinars(WEBINARS, { ...NO_WEBINAR_FILTERS, industry: 'healthcare' })).toEqual([]);
  });

  it('every topic option except All names a tag in use, and every industry option is a real value', () => {
    const slugs = new Set(WEBINARS.flatMap((webinar) => webinar.tags.map(topicSlug)));
    for (const option of WEBINAR_TOPIC_OPTIONS.slice(1)) {
      expect(topicSlug(option.label)).toBe(option.value);
      expect(slugs.has(option.value)).toBe(true);
    }
    expect(WEBINAR_INDUSTRY_OPTIONS[0]!.value).toBe('all');
  });
});

describe('filterEvents', () => {
  it('given no filters, keeps every event', () => {
    expect(filterEvents(EVENTS, NO_EVENT_FILTERS)).toHaveLength(EVENTS.length);
  });

  it('given a type, keeps events of that type', () => {
    const result = filterEvents(EVENTS, { ...NO_EVENT_FILTERS, type: 'workshop' });
    expect(result.length).toBeGreaterThan(0);
    expect(result.every((event) => event.type === 'workshop')).toBe(true);
  });

  it('given a location and a search text, matches venue and agenda too', () => {
    expect(ids(filterEvents(EVENTS, { ...NO_EVENT_FILTERS, location: 'Singapore' }))).toEqual(['ai-leaders-summit-singapore-2027']);
    expect(ids(filterEvents(EVENTS, { ...NO_EVENT_FILTERS, query: 'marina bay' }))).toEqual(['ai-leaders-summit-singapore-2027']);
    expect(ids(filterEvents(EVENTS, { ...NO_EVENT_FILTERS, query: 'fairness tests' }))).toEqual(['responsible-ai-workshop-dubai-2027']);
  });

  it('given filters nothing matches, returns an empty list', () => {
    expect(filterEvents(EVENTS, { ...NO_EVENT_FILTERS, type: 'virtual', location: 'Dubai' })).toEqual([]);
  });

  it('offers only types and locations that exist', () => {
    for (const option of EVENT_TYPE_OPTIONS.slice(1)) expect(EVENTS.some((event) => event.type === option.value)).toBe(true);
    for (const option of EVENT_LOCATION_OPTIONS.slice(1)) expect(EVENTS.some((event) => event.location === option.value)).toBe(true);
  });
});

describe('matchesQuery and hasFilters', () => {
  it('treats a blank query as matching everything', () => {
    expect(matchesQuery(['anything'], '   ')).toBe(true);
  });

  it('reports whether a filter is set', () => {
    expect(hasFilters(NO_WEBINAR_FILTERS)).toBe(false);
    expect(hasFilters({ ...NO_WEBINAR_FILTERS, query: ' ' })).toBe(false);
    expect(hasFilters({ ...NO_WEBINAR_FILTERS, query: 'ai' })).toBe(true);
    expect(hasFilters({ ...NO_EVENT_FILTERS, location: 'Online' })).toBe(true);
  });
});
