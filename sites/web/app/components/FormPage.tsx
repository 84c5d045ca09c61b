// The pieces of the site's form pages (the no-JS outcome pages of the contact and newsletter
// forms, the newsletter link pages, sign-in): one narrow column under the page hero, the
// error notice above a form, and the way back.
import { Container, vars } from '@joognoo/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';

export { ErrorAlert } from '@joognoo/site-kit';

const Section = styled.section`
  padding-block: 0 ${vars.space['24']};
`;

const Narrow = styled.div<{ $width: string }>`
  display: grid;
  gap: ${vars.space['6']};
  max-width: ${(props) => props.$width};
  margin: 0 auto;
`;

/** The column under a page hero: a form, its notice, a link back. `wide` fits the contact form. */
export function FormSection({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  return (
    <Section>
      <Container>
        <Narrow $width={wide ? '44rem' : '40rem'}>{children}</Narrow>
      </Container>
    </Section>
  );
}

const Notice = styled.div`
  display: grid;
  gap: ${vars.space['1']};
  padding: ${vars.space['4']} ${vars.space['5']};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.destructiveSubtle};
  /* The hover shade: the base red on the subtle background is 4.4:1, under the 4.5:1 text needs. */
  color: ${vars.color.destructiveHover};

  strong {
    font-weight: ${vars.fontWeight.semibold};
  }
`;

/** A failed submission's title and description above the form it came from. */
export function ErrorNotice({ notice }: { notice: { title: string; description: string } | undefined }) {
  return notice ? (
    <Notice role="alert">
      <strong>{notice.title}</strong>
      <span>{notice.description}</span>
    </Notice>
  ) : null;
}

/** The link back to where the visitor came from (or the site's home). */
export const BackLink = styled(Link)`
  justify-self: center;
  color: ${vars.color.primary};
  font-weight: ${vars.fontWeight.medium};
`;
