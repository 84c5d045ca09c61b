// The pages of a visitor who is not signed in: no frame, only the page (its main landmark).
import { vars } from '@joognoo/ui';
import { Outlet } from 'react-router';
import styled from 'styled-components';
import { MAIN_CONTENT_ID } from '@joognoo/site-kit';

const Main = styled.main`
  min-height: 100vh;
  min-height: 100dvh;
  outline: none;
  background: ${vars.color.background};
`;

export default function SignedOut() {
  return (
    <Main id={MAIN_CONTENT_ID} tabIndex={-1}>
      <Outlet />
    </Main>
  );
}
