import type { EventItem } from '../../pages/events/copy';
import type { WebinarItem } from '../../pages/webinars/copy';

/** Value of a select that means "no restriction". */
export const ALL = 'all';

export interface WebinarFilters {
  query: string;
  /** A topic slug of WEBINAR_TOPIC_OPTIONS ('ai-governance'), or 'all'. */
  topic: string;
  /** A WebinarIndustry, or 'all'. */
  industry: string;
}

export interface EventFilters {
  query: string;
  /** An EventType, or 'all'. */
  type: string;
  /** An EventLocation, or 'all'. */
  location: string;
}

export const NO_WEBINAR_FILTERS: WebinarFilters = { query: '', topic: ALL, industry: ALL };
export const NO_EVENT_FILTERS: EventFilters = { query: '', type: ALL, location: ALL };

/** Lower case without accents, so 'Tomás' matches 'tomas'. */
function fold(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
}

/** Slug of a webinar tag as used by the topic select: 'Risk & Compliance' -> 'risk-compliance'. */
export function topicSlug(tag: string): string {
  return fold(tag)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** True when every word of `query` occurs in one of `fields` (case- and accent-insensitive). */
export function matchesQuery(fields: readonly (string | undefined)[], query: string): boolean {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = fold(fields.filter(Boolean).join('\n'));
  return words.every((word) => haystack.includes(word));
}

/** Webinars matching the search text (title, description, speakers, tags), topic and industry. */
export function filterWebinars<T extends WebinarItem>(items: readonly T[], filters: WebinarFilters): T[] {
  return items.filter(
    (webinar) =>
      (filters.topic === ALL || webinar.tags.some((tag) => topicSlug(tag) === filters.topic)) &&
      (filters.industry === ALL || webinar.industry === filters.industry) &&
      matchesQuery(
        [
          webinar.title,
          webinar.description,
          ...webinar.tags,
          ...webinar.speakers.flatMap((speaker) => [speaker.name, speaker.title]),
        ],
        filters.query,
      ),
  );
}

/** Events matching the search text (title, description, location, venue, agenda), type and location. */
export function filterEvents<T extends EventItem>(items: readonly T[], filters: EventFilters): T[] {
  return items.filter(
    (event) =>
      (filters.type === ALL || event.type === filters.type) &&
      (filters.location === ALL || event.location === filters.location) &&
      matchesQuery([event.title, event.description, event.location, event.venue, ...(event.agenda ?? [])], filters.query),
  );
}

/** Whether any filter is set (shows 'Clear filters'). */
export function hasFilters<Filters extends { query: string }>(filters: Filters): boolean {
  return Object.entries(filters).some(([key, value]) => (key === 'query' ? value.trim() !== '' : value !== ALL));
}
