// /admin: the back office's overview: what needs attention in the areas the
// signed-in role may use, each a card linking to its area.
import { canUse, type AdminOverview } from '@joognoo/schemas/admin';
import { vars } from '@joognoo/ui';
import { Link, useLoaderData } from 'react-router';
import styled from 'styled-components';
import { requireStaff } from '../back-office/admin.server';
import { ADMIN_NAV } from '../back-office/nav';
import { AdminHeading } from '../back-office/ui';
import type { Route } from './+types/overview';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { staff, api } = await requireStaff(context, request, 'overview');
  const { overview } = await api.getOverview();
  return { staff, overview };
}

const Cards = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${vars.space['5']};
  grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
`;

const Card = styled.li`
  position: relative;
  padding: ${vars.space['5']};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.background};
  box-shadow: ${vars.shadow.sm};

  h2 {
    margin: 0 0 ${vars.space['2']};
    font-size: ${vars.fontSize.lg};
  }
  a {
    color: ${vars.color.primary};
    font-weight: ${vars.fontWeight.semibold};
  }
  /* The whole card is the link's target area; the link text stays the accessible name. */
  a::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: inherit;
  }
  a:focus-visible {
    outline: none;
  }
  &:focus-within {
    outline: ${vars.layout.focusRingWidth} solid ${vars.color.focusRing};
    outline-offset: 2px;
  }
  p {
    margin: 0;
    color: ${vars.color.muted};
  }
  ul {
    margin: ${vars.space['2']} 0 0;
    padding-inline-start: ${vars.space['5']};
  }
`;

function counts(to: string, overview: AdminOverview): string[] {
  if (to === '/leads' && overview.leads) {
    return [`${overview.leads.new} new`, `${overview.leads.lastSevenDays} in the last 7 days`, `${overview.leads.deadDeliveries} dead deliveries`];
  }
  if (to === '/applications' && overview.applications) {
    return [`${overview.applications.new} new`, `${overview.applications.lastSevenDays} in the last 7 days`];
  }
  if (to === '/subscribers' && overview.subscribers) {
    return [`${overview.subscribers.confirmed} confirmed`, `${overview.subscribers.pending} pending`];
  }
  const kind = /^\/admin\/content\/(posts|jobs|case-studies)$/.exec(to)?.[1] as keyof NonNullable<AdminOverview['content']> | undefined;
  if (kind && overview.content) {
    const { drafts, scheduled } = overview.content[kind];
    return [`${drafts} ${drafts === 1 ? 'draft' : 'drafts'}`, `${scheduled} scheduled`];
  }
  return [];
}

const INTROS: Record<string, string> = {
  '/leads': 'Work the contact requests.',
  '/applications': 'Candidates per job: screen, interview, hire.',
  '/subscribers': 'Newsletter sign-ups, export and erase.',
  '/content/posts': 'Write and publish blog posts.',
  '/content/jobs': 'Open and close job listings.',
  '/content/case-studies': 'Publish case studies.',
  '/content/media': 'Upload images for posts and case studies.',
  '/people': 'Invite staff and manage roles.',
  '/partners': 'Partner records and their deliveries.',
  '/audit': 'Every back-office change.',
};

export default function Overview() {
  const { staff, overview } = useLoaderData<typeof loader>();
  const areas = ADMIN_NAV.filter((item) => item.area !== 'overview' && canUse(staff.role, item.area));
  return (
    <>
      <AdminHeading title="Overview" intro={`Welcome back, ${staff.name ?? staff.email}.`} />
      <Cards>
        {areas.map((item) => {
          const lines = counts(item.to, overview);
          return (
            <Card key={item.to}>
              <h2>
                <Link to={item.to}>{item.label}</Link>
              </h2>
              <p>{INTROS[item.to]}</p>
              {lines.length > 0 ? (
                <ul>
                  {lines.map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
              ) : null}
            </Card>
          );
        })}
      </Cards>
    </>
  );
}
