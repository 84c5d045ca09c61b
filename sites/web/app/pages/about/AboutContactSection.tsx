import { ContactForm } from '@joognoo/contact-form';
import { vars } from '@joognoo/ui';
import styled from 'styled-components';
import type { SectionHeading } from '../../content/pages/types';
import { PageSection } from '../../components/sections/PageSection';
import { SectionEyebrow, SectionIntro, SectionTitle } from '../../components/sections/SectionHeader';
import { SplitLayout } from '../../components/sections/SplitLayout';

const Contacts = styled.ul`
  display: grid;
  gap: ${vars.space['3']};
  margin: ${vars.space['8']} 0 0;
  padding: 0;
  list-style: none;
  font-size: ${vars.fontSize.base};
  color: ${vars.color.muted};

  a {
    color: ${vars.color.primary};
    font-weight: ${vars.fontWeight.medium};
    text-decoration: none;
  }

  a:hover {
    text-decoration: underline;
  }
`;

export interface AboutContactSectionProps {
  section: SectionHeading & { id: string };
  /** General e-mail and headquarters phone, with their link targets. */
  contacts: readonly { label: string; value: string; href: string }[];
}

/** /about: the in-page contact section (#contact-form) holding the about variant of the form. */
export function AboutContactSection({ section, contacts }: AboutContactSectionProps) {
  const headingId = `${section.id}-heading`;
  return (
    <PageSection id={section.id} labelledBy={headingId} tone="muted">
      <SplitLayout $ratio={[2, 3]}>
        <div>
          {section.eyebrow ? <SectionEyebrow>{section.eyebrow}</SectionEyebrow> : null}
          <SectionTitle id={headingId}>{section.heading}</SectionTitle>
          {section.intro ? <SectionIntro>{section.intro}</SectionIntro> : null}
          <Contacts>
            {contacts.map((contact) => (
              <li key={contact.label}>
                {contact.label}: <a href={contact.href}>{contact.value}</a>
              </li>
            ))}
          </Contacts>
        </div>
        <ContactForm variant="about" action="/contact/submit" source="about-page" headingLevel={3} />
      </SplitLayout>
    </PageSection>
  );
}
