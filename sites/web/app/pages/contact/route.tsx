// /contact: the /contact form, direct lines and social links, four
// office cards, enterprise support and the FAQ.
import { ContactForm } from '@joognoo/contact-form';
import { vars } from '@joognoo/ui';
import styled from 'styled-components';
import { trackEvent } from '../../analytics';
import { PageHero } from '@joognoo/site-kit';
import { ContactFaq } from './ContactFaq';
import { DirectContact } from './DirectContact';
import { EnterpriseSupport } from './EnterpriseSupport';
import { OfficeCards } from './OfficeCards';
import { SocialLinks } from './SocialLinks';
import { PageSection } from '../../components/sections/PageSection';
import { SectionHeader } from '../../components/sections/SectionHeader';
import { pageCopy } from '../../content/page-copy';
import { CONTACT_OFFICES } from '../../content/offices';
import { CONTACT_DIRECT, CONTACT_FAQ, CONTACT_FORM_SECTION, CONTACT_HERO, CONTACT_OFFICES_SECTION, CONTACT_SOCIAL, ENTERPRISE_SUPPORT } from './copy';
import { seo } from '@joognoo/site-kit';
import type { Route } from './+types/route';
import { SplitLayout } from '../../components/sections/SplitLayout';

export const meta: Route.MetaFunction = (args) => seo(args, pageCopy.contact);

const Aside = styled.aside`
  display: grid;
  gap: ${vars.space['10']};

  h2 {
    margin: 0 0 ${vars.space['2']};
    font-size: ${vars.fontSize.xl};
    font-weight: ${vars.fontWeight.semibold};
    letter-spacing: -0.01em;
  }

  p {
    margin: 0 0 ${vars.space['5']};
    line-height: ${vars.lineHeight.relaxed};
    color: ${vars.color.muted};
  }
`;

export default function ContactPage() {
  const officesHeadingId = `${CONTACT_OFFICES_SECTION.id}-heading`;
  const faqHeadingId = `${CONTACT_FAQ.id}-heading`;
  return (
    <>
      <PageHero eyebrow={pageCopy.contact.eyebrow} heading={CONTACT_HERO.title} intro={CONTACT_HERO.subtitle} />
      <PageSection id={CONTACT_FORM_SECTION.id} spacing="sm">
        <SplitLayout $ratio={[3, 2]} $gap="12">
          <ContactForm
            variant="contact"
            action="/contact/submit"
            source="contact-page"
            onAnalyticsEvent={trackEvent}
          />
          <Aside aria-label="Other ways to reach us">
            <section aria-labelledby="direct-contact-heading">
              <h2 id="direct-contact-heading">{CONTACT_DIRECT.heading}</h2>
              <p>{CONTACT_DIRECT.intro}</p>
              <DirectContact lines={CONTACT_DIRECT.lines} />
            </section>
            <section aria-labelledby="social-heading">
              <h2 id="social-heading">{CONTACT_SOCIAL.heading}</h2>
              <p>{CONTACT_SOCIAL.intro}</p>
              <SocialLinks links={CONTACT_SOCIAL.links} />
            </section>
          </Aside>
        </SplitLayout>
      </PageSection>
      <PageSection id={CONTACT_OFFICES_SECTION.id} labelledBy={officesHeadingId} tone="muted">
        <SectionHeader headingId={officesHeadingId} heading={CONTACT_OFFICES_SECTION.heading} intro={CONTACT_OFFICES_SECTION.intro} />
        <OfficeCards offices={CONTACT_OFFICES} />
      </PageSection>
      <EnterpriseSupport block={ENTERPRISE_SUPPORT} />
      <PageSection id={CONTACT_FAQ.id} labelledBy={faqHeadingId} size="sm">
        <SectionHeader headingId={faqHeadingId} heading={CONTACT_FAQ.heading} />
        <ContactFaq items={CONTACT_FAQ.items} />
      </PageSection>
    </>
  );
}
