// /admin/*: the back office's frame. The loader lets in any staff member and sends a
// signed-out visitor to /admin/sign-in and back; each page checks its own area again.
import { STAFF_ROLE_LABELS } from '@joognoo/schemas/admin';
import { vars, media } from '@joognoo/ui';
import { Form, NavLink, Outlet, useLoaderData } from 'react-router';
import styled from 'styled-components';
import { requireStaff } from '../back-office/admin.server';
import { adminMeta, errorPageOf, navFor, sectionOf } from '../back-office/nav';
import { AdminHeading } from '../back-office/ui';
import { Content } from '../back-office/Content';
import { BrandMark } from '../back-office/BrandMark';
import type { Route } from './+types/layout';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { staff } = await requireStaff(context, request, 'overview');
  return { staff };
}

/** The title of every page that names none itself: its section's. */
export const meta: Route.MetaFunction = ({ location }) => adminMeta(sectionOf(location.pathname));

const Frame = styled.div`
  display: grid;
  grid-template-rows: auto 1fr;
  min-height: 100vh;
  min-height: 100dvh;
  background: ${vars.color.surface};

  ${media.lg} {
    grid-template-rows: none;
    grid-template-columns: 248px minmax(0, 1fr);
  }
`;

const Sidebar = styled.aside`
  display: flex;
  flex-direction: column;
  gap: ${vars.space['4']};
  padding: ${vars.space['4']};
  border-block-end: 1px solid ${vars.color.border};
  background: ${vars.color.background};

  ${media.lg} {
    gap: ${vars.space['6']};
    padding: ${vars.space['5']};
    position: sticky;
    top: 0;
    height: 100vh;
    height: 100dvh;
    border-block-end: 0;
    border-inline-end: 1px solid ${vars.color.border};
  }
`;

const Brand = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space['2']};
`;

const BrandTag = styled.span`
  padding: 2px ${vars.space['2']};
  border-radius: ${vars.radius.full};
  background: ${vars.color.surface};
  color: ${vars.color.muted};
  font-size: ${vars.fontSize.xs};
  font-weight: ${vars.fontWeight.semibold};
`;

const NavList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space['1']};
  margin: 0;
  padding: 0;
  list-style: none;

  ${media.lg} {
    flex-direction: column;
  }

  a {
    display: block;
    padding: ${vars.space['2']} ${vars.space['3']};
    border-radius: ${vars.radius.md};
    color: ${vars.color.foreground};
    font-size: ${vars.fontSize.sm};
    font-weight: ${vars.fontWeight.medium};
    text-decoration: none;
  }

  a:hover {
    background: ${vars.color.surface};
  }

  a[aria-current='page'] {
    background: ${vars.color.primarySubtle};
    color: ${vars.color.primary};
  }
`;

const Account = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${vars.space['2']};

  ${media.lg} {
    margin-block-start: auto;
    flex-direction: column;
  }
  font-size: ${vars.fontSize.sm};
  color: ${vars.color.muted};

  strong {
    color: ${vars.color.foreground};
    overflow-wrap: anywhere;
  }
`;

const LinkButton = styled.button`
  align-self: flex-start;
  padding: 0;
  border: 0;
  background: none;
  color: ${vars.color.primary};
  font: inherit;
  font-weight: ${vars.fontWeight.medium};
  cursor: pointer;
  text-decoration: underline;
`;

export default function AdminLayout() {
  const { staff } = useLoaderData<typeof loader>();
  return (
    <Frame>
      <Sidebar>
        <Brand>
          <BrandMark />
          <BrandTag>Back office</BrandTag>
        </Brand>
        <nav aria-label="Back office">
          <NavList>
            {navFor(staff.role).map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.to === '/'}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </NavList>
        </nav>
        <Account>
          <span>
            Signed in as <strong>{staff.name ?? staff.email}</strong> ({STAFF_ROLE_LABELS[staff.role]})
          </span>
          <Form method="post" action="/sign-out">
            <LinkButton type="submit">Sign out</LinkButton>
          </Form>
        </Account>
      </Sidebar>
      <Content>
        <Outlet />
      </Content>
    </Frame>
  );
}

/** A page's refusal (403), a missing record (404) or a failure, inside the frame. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const page = errorPageOf(error);
  return (
    <Content>
      <AdminHeading title={page.heading} intro={page.intro} actions={<a href="/admin">Back office overview</a>} />
    </Content>
  );
}
