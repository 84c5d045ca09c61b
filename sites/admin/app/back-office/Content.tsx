import { MAIN_CONTENT_ID } from '@joognoo/site-kit';
import { media, vars } from '@joognoo/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';

const Main = styled.main`
  min-width: 0;
  padding: ${vars.space['6']} ${vars.space['4']} ${vars.space['16']};
  outline: none;

  ${media.md} {
    padding: ${vars.space['10']} ${vars.space['10']} ${vars.space['16']};
  }
`;

/** The page's main landmark, where the skip link lands (beside the frame's sidebar, or alone). */
export function Content({ children }: { children: ReactNode }) {
  return (
    <Main id={MAIN_CONTENT_ID} tabIndex={-1}>
      {children}
    </Main>
  );
}
