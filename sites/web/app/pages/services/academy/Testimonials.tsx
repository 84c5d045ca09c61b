import { media, vars } from '@joognoo/ui';
import styled from 'styled-components';
import type { SectionHeading, Testimonial } from '../../../content/pages/types';
import { PageSection } from '../../../components/sections/PageSection';
import { SectionHeader } from '../../../components/sections/SectionHeader';
import { CardGrid } from '../../../components/sections/CardGrid';

const Quote = styled.figure`
  display: flex;
  flex-direction: column;
  justify-content: space-between;
  gap: ${vars.space['8']};
  height: 100%;
  margin: 0;
  padding: ${vars.space['8']};
  border-radius: ${vars.radius.xl};
  background: ${vars.color.surface};

  ${media.md} {
    padding: ${vars.space['10']};
  }

  blockquote {
    margin: 0;
    font-size: ${vars.fontSize.lg};
    line-height: ${vars.lineHeight.relaxed};
    color: ${vars.color.foreground};
  }

  blockquote p {
    margin: 0;
  }

  figcaption {
    display: grid;
    gap: ${vars.space['1']};
    font-size: ${vars.fontSize.sm};
    color: ${vars.color.muted};
  }

  figcaption strong {
    font-size: ${vars.fontSize.base};
    color: ${vars.color.foreground};
  }
`;

/** Customer quotes as figures with the person, role and company. */
export function Testimonials({ section }: { section: SectionHeading & { items: readonly Testimonial[] } }) {
  const headingId = `${section.id ?? 'testimonials'}-heading`;
  return (
    <PageSection id={section.id} labelledBy={headingId}>
      <SectionHeader headingId={headingId} eyebrow={section.eyebrow} heading={section.heading} intro={section.intro} />
      <CardGrid>
        {section.items.map((item) => (
          <li key={item.name}>
            <Quote>
              <blockquote>
                <p>{`\u201C${item.quote}\u201D`}</p>
              </blockquote>
              <figcaption>
                <strong>{item.name}</strong>
                <span>
                  {item.role}, {item.company}
                </span>
              </figcaption>
            </Quote>
          </li>
        ))}
      </CardGrid>
    </PageSection>
  );
}
