import { vars } from '@joognoo/ui';
import styled from 'styled-components';
import { API_CLIENT_EXAMPLES, EXAMPLES_SECTION, INTEGRATION_EXAMPLES, type CodeExample } from './copy';
import { CodeBlock } from '../../components/code/CodeBlock';
import { PanelHeader, SubSection } from './styles';

const List = styled.div`
  display: grid;
  gap: ${vars.space['10']};
`;

const Example = styled.article`
  display: grid;
  gap: ${vars.space['3']};
  min-width: 0;
  scroll-margin-top: 80px;

  h4 {
    margin: 0;
    font-size: ${vars.fontSize.xl};
    font-weight: ${vars.fontWeight.semibold};
  }

  p {
    margin: 0 0 ${vars.space['2']};
    line-height: ${vars.lineHeight.relaxed};
    color: ${vars.color.muted};
  }

  &:focus {
    outline: none;
  }
`;

function Examples({ items }: { items: readonly CodeExample[] }) {
  return (
    <List>
      {items.map((example) => (
        <Example key={example.id} id={example.id} aria-labelledby={`${example.id}-title`} tabIndex={-1}>
          <h4 id={`${example.id}-title`}>{example.title}</h4>
          <p>{example.description}</p>
          <CodeBlock code={example.code} language={example.language} title={example.title} />
        </Example>
      ))}
    </List>
  );
}

/** The first section follows the panel header directly. */
const FirstSubSection = styled(SubSection)`
  margin-top: 0;
`;

/** Examples tab: integration examples and API client examples, each a copyable code block. */
export function ExamplesPanel({ heading }: { heading: string }) {
  const { integrations, clients } = EXAMPLES_SECTION;
  return (
    <>
      <PanelHeader>
        <h2>{heading}</h2>
      </PanelHeader>
      <FirstSubSection id={integrations.id} aria-labelledby={`${integrations.id}-heading`} tabIndex={-1}>
        <h3 id={`${integrations.id}-heading`}>{integrations.heading}</h3>
        <p>{integrations.intro}</p>
        <Examples items={INTEGRATION_EXAMPLES} />
      </FirstSubSection>
      <SubSection id={clients.id} aria-labelledby={`${clients.id}-heading`} tabIndex={-1}>
        <h3 id={`${clients.id}-heading`}>{clients.heading}</h3>
        <p>{clients.intro}</p>
        <Examples items={API_CLIENT_EXAMPLES} />
      </SubSection>
    </>
  );
}
