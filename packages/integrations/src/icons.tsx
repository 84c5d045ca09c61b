import type { ReactElement } from 'react';

/** Small decorative icons (aria-hidden), drawn on a 24px grid with the current colour. */
const base = {
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  strokeLinecap: 'round' as const,
  strokeLinejoin: 'round' as const,
  'aria-hidden': true,
  focusable: false,
};

export const TicketIcon = () => (
  <svg {...base}>
    <rect x="3" y="4" width="18" height="16" rx="2.5" />
    <path d="M8 4v16M12 9h5M12 13h5M12 17h3" />
  </svg>
);
export const WorkflowIcon = () => (
  <svg {...base}>
    <circle cx="6" cy="6" r="2.5" />
    <circle cx="6" cy="18" r="2.5" />
    <circle cx="18" cy="12" r="2.5" />
    <path d="M6 8.5v7M8.3 6.8l7.4 4M8.3 17.2l7.4-4" />
  </svg>
);
export const SparkIcon = () => (
  <svg {...base}>
    <path d="M12 3l1.9 5.1L19 10l-5.1 1.9L12 17l-1.9-5.1L5 10l5.1-1.9z" />
    <path d="M19 15l.8 2.2L22 18l-2.2.8L19 21l-.8-2.2L16 18l2.2-.8z" />
  </svg>
);
export const CodeIcon = () => (
  <svg {...base}>
    <path d="M8 7l-5 5 5 5M16 7l5 5-5 5M13.5 5l-3 14" />
  </svg>
);
export const ReviewIcon = () => (
  <svg {...base}>
    <path d="M2.5 12s3.5-6.5 9.5-6.5 9.5 6.5 9.5 6.5-3.5 6.5-9.5 6.5S2.5 12 2.5 12z" />
    <circle cx="12" cy="12" r="3" />
  </svg>
);
export const DocumentIcon = () => (
  <svg {...base}>
    <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z" />
    <path d="M14 3v5h5M9 13h6M9 17h6" />
  </svg>
);
export const ShieldIcon = () => (
  <svg {...base}>
    <path d="M12 3l8 3v6c0 4.5-3.4 8.3-8 9-4.6-.7-8-4.5-8-9V6z" />
    <path d="M9 12l2 2 4-4" />
  </svg>
);
export const GaugeIcon = () => (
  <svg {...base}>
    <path d="M4 18a9 9 0 1 1 16 0" />
    <path d="M12 14l4-5" />
    <circle cx="12" cy="14" r="1.5" />
  </svg>
);
export const FlaskIcon = () => (
  <svg {...base}>
    <path d="M9 3h6M10 3v6l-5.5 9.5A1.7 1.7 0 0 0 6 21h12a1.7 1.7 0 0 0 1.5-2.5L14 9V3" />
    <path d="M7.5 15h9" />
  </svg>
);
export const PeopleIcon = () => (
  <svg {...base}>
    <circle cx="9" cy="8" r="3.5" />
    <path d="M2.5 20c.6-3.5 3.2-5.5 6.5-5.5s5.9 2 6.5 5.5M16 4.6a3.5 3.5 0 0 1 0 6.8M18.5 14.8c1.6.8 2.7 2.6 3 5.2" />
  </svg>
);
export const MoreIcon = () => (
  <svg {...base}>
    <circle cx="5" cy="12" r="1.2" fill="currentColor" />
    <circle cx="12" cy="12" r="1.2" fill="currentColor" />
    <circle cx="19" cy="12" r="1.2" fill="currentColor" />
  </svg>
);
export const PencilIcon = () => (
  <svg {...base}>
    <path d="M16.5 3.5a2.1 2.1 0 0 1 3 3L8 18l-4 1 1-4z" />
  </svg>
);
export const TrashIcon = () => (
  <svg {...base}>
    <path d="M4 7h16M10 11v6M14 11v6M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3" />
  </svg>
);
export const LockIcon = () => (
  <svg {...base}>
    <rect x="4.5" y="10.5" width="15" height="10" rx="2" />
    <path d="M8 10.5V7a4 4 0 0 1 8 0v3.5" />
  </svg>
);
export const CheckCircleIcon = () => (
  <svg {...base}>
    <circle cx="12" cy="12" r="9" />
    <path d="M8 12.5l2.7 2.7L16 9.8" />
  </svg>
);

const CATEGORY_ICONS: Record<string, () => ReactElement> = {
  'code-generation': CodeIcon,
  'code-review': ReviewIcon,
  documentation: DocumentIcon,
  security: ShieldIcon,
  performance: GaugeIcon,
  testing: FlaskIcon,
  onboarding: PeopleIcon,
};

/** The icon of a prompt category (a spark for unknown ones). */
export function CategoryIcon({ category }: { category: string }) {
  const Icon = CATEGORY_ICONS[category] ?? SparkIcon;
  return <Icon />;
}
