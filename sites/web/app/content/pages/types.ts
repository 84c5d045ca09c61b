/**
 * Shared shapes of the static page content modules (copy and fixed data, no JSX).
 * Components render these; every href is a real route, an in-page anchor
 * ('#id', whose section object carries the same `id`) or an external URL.
 */

/** A link or button: label plus target. */
export interface Cta {
  label: string;
  href: string;
}

/** A headline figure such as { value: '85%', label: 'Faster ESG reporting' }. */
export interface Stat {
  value: string;
  label: string;
}

/**
 * Icon names used by the content modules (lucide-style kebab-case names). Components map
 * each to an SVG; the list is closed so a missing mapping is a type error.
 */
export type IconName =
  | 'activity'
  | 'award'
  | 'bar-chart'
  | 'book-open'
  | 'brain'
  | 'briefcase'
  | 'building'
  | 'calendar'
  | 'check-circle'
  | 'clipboard-check'
  | 'cloud'
  | 'code'
  | 'cpu'
  | 'database'
  | 'factory'
  | 'file-text'
  | 'gauge'
  | 'git-branch'
  | 'globe'
  | 'graduation-cap'
  | 'handshake'
  | 'headphones'
  | 'layers'
  | 'leaf'
  | 'lightbulb'
  | 'line-chart'
  | 'lock'
  | 'map-pin'
  | 'monitor'
  | 'puzzle'
  | 'refresh-cw'
  | 'rocket'
  | 'scale'
  | 'search'
  | 'server'
  | 'shield'
  | 'shield-check'
  | 'sparkles'
  | 'target'
  | 'trending-up'
  | 'truck'
  | 'user-check'
  | 'users'
  | 'workflow'
  | 'zap';

/** A feature, benefit or value card. */
export interface FeatureItem {
  title: string;
  description: string;
  icon: IconName;
}

/** A section heading with an optional intro paragraph and an optional anchor id. */
export interface SectionHeading {
  /** Anchor id (without '#') when other links scroll to this section. */
  id?: string;
  eyebrow?: string;
  heading: string;
  intro?: string;
}

/** A closing call-to-action band. */
export interface CtaBand {
  heading: string;
  text: string;
  primary: Cta;
  secondary?: Cta;
}

/** An option of a (possibly unwired) select. */
export interface SelectOption<T extends string = string> {
  value: T;
  label: string;
}

/** A customer quote. */
export interface Testimonial {
  quote: string;
  name: string;
  role: string;
  company: string;
}
