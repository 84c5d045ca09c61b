import { Badge, vars } from '@joognoo/ui';
import styled from 'styled-components';
import type { CodeLanguage } from '../../components/code/labels';
import type { Guide } from './guides';
import { CodeBlock } from '../../components/code/CodeBlock';
import { Surface } from './styles';
import { bareList } from '../../components/sections/bare-list';

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space['2']};
  margin-bottom: ${vars.space['3']};
`;

const Title = styled.h3`
  margin: 0;
  font-size: ${vars.fontSize['2xl']};
  font-weight: ${vars.fontWeight.bold};
  letter-spacing: -0.02em;
`;

const Summary = styled.p`
  margin: ${vars.space['2']} 0 ${vars.space['6']};
  line-height: ${vars.lineHeight.relaxed};
  color: ${vars.color.muted};
`;

const Steps = styled.ol`
  display: grid;
  gap: ${vars.space['5']};
  ${bareList}
  counter-reset: step;

  > li {
    position: relative;
    min-width: 0;
    padding-left: ${vars.space['10']};
    counter-increment: step;
  }

  > li::before {
    content: counter(step);
    position: absolute;
    left: 0;
    top: 0;
    display: grid;
    place-items: center;
    width: 1.75rem;
    height: 1.75rem;
    border-radius: ${vars.radius.full};
    background: ${vars.color.primarySubtle};
    color: ${vars.color.primary};
    font-size: ${vars.fontSize.xs};
    font-weight: ${vars.fontWeight.bold};
  }

  p {
    margin: 0 0 ${vars.space['3']};
    font-size: ${vars.fontSize.sm};
    line-height: ${vars.lineHeight.relaxed};
    color: ${vars.color.muted};
  }
`;

const StepTitle = styled.h4`
  margin: 0.15rem 0 ${vars.space['1']};
  font-size: ${vars.fontSize.base};
  font-weight: ${vars.fontWeight.semibold};
`;

/** The inside of a one-paragraph HTML fragment: the step's own `<p>` holds it. */
const paragraphHtml = (html: string) => html.replace(/^<p>([\s\S]*)<\/p>$/, '$1');

export interface GuideArticleProps {
  guide: Pick<Guide, 'id' | 'title' | 'steps'> & Partial<Pick<Guide, 'summary' | 'readTime' | 'level'>> & { intro?: string };
  /** Level of the guide title (steps are one below); default 3. */
  headingLevel?: 3 | 4;
}

/** A guide (or the authentication guide): meta badges, title, summary and numbered steps with code. */
export function GuideArticle({ guide, headingLevel = 3 }: GuideArticleProps) {
  const stepHeading = headingLevel === 3 ? 'h4' : 'h5';
  const headingId = `${guide.id}-title`;
  return (
    <Surface id={guide.id} aria-labelledby={headingId} tabIndex={-1}>
      {guide.level || guide.readTime ? (
        <Meta>
          {guide.level ? <Badge variant="secondary">{guide.level}</Badge> : null}
          {guide.readTime ? <Badge variant="outline">{guide.readTime}</Badge> : null}
        </Meta>
      ) : null}
      <Title as={headingLevel === 3 ? 'h3' : 'h4'} id={headingId}>{guide.title}</Title>
      {guide.summary ? <Summary>{guide.summary}</Summary> : <Summary dangerouslySetInnerHTML={{ __html: paragraphHtml(guide.intro ?? '') }} />}
      <Steps>
        {guide.steps.map((step) => (
          <li key={step.heading}>
            <StepTitle as={stepHeading}>{step.heading}</StepTitle>
            <p dangerouslySetInnerHTML={{ __html: paragraphHtml(step.html) }} />
            {step.code.map((code) => (
              <CodeBlock key={code.code} code={code.code} language={code.language as CodeLanguage} title={step.heading} />
            ))}
          </li>
        ))}
      </Steps>
    </Surface>
  );
}
