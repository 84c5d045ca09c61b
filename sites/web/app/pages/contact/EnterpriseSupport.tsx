import { media, vars } from '@joognoo/ui';
import styled from 'styled-components';
import type { EnterpriseSupportBlock } from './copy';
import { mailtoHref } from '../../content/pages/helpers';
import { ButtonLink } from '../../components/sections/ButtonLink';
import { PageSection } from '../../components/sections/PageSection';
import { SectionIntro, SectionTitle } from '../../components/sections/SectionHeader';
import { Icon } from '../../components/icons/Icon';
import { bareList } from '../../components/sections/bare-list';

const Panel = styled.div`
  display: grid;
  gap: ${vars.space['10']};
  padding: ${vars.space['10']} ${vars.space['6']};
  border-radius: 28px;
  background: ${vars.color.inverted};
  color: ${vars.color.invertedForeground};
  --joognoo-color-focus-ring: #ffffff;

  ${media.md} {
    padding: ${vars.space['16']};
  }

  ${media.lg} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
    gap: ${vars.space['16']};
  }

  h2 {
    color: inherit;
  }

  p {
    color: rgba(255, 255, 255, 0.78);
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space['4']} ${vars.space['6']};
  margin-top: ${vars.space['8']};

  a.mail {
    display: inline-flex;
    align-items: center;
    gap: ${vars.space['2']};
    color: #ffffff;
    font-weight: ${vars.fontWeight.medium};
    text-decoration: none;
  }

  a.mail:hover {
    text-decoration: underline;
  }
`;

const Items = styled.ul`
  display: grid;
  gap: ${vars.space['6']};
  ${bareList}

  li {
    display: grid;
    grid-template-columns: 44px minmax(0, 1fr);
    gap: ${vars.space['4']};
  }

  h3 {
    margin: 0 0 ${vars.space['1']};
    font-size: ${vars.fontSize.lg};
    font-weight: ${vars.fontWeight.semibold};
  }

  p {
    margin: 0;
    line-height: ${vars.lineHeight.relaxed};
  }
`;

const IconSlot = styled.span`
  display: grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border-radius: ${vars.radius.lg};
  background: rgba(255, 255, 255, 0.1);
  color: #c7d2fe;
`;

export interface EnterpriseSupportProps {
  block: EnterpriseSupportBlock;
}

/** /contact: the enterprise support block with its support e-mail and 'Visit Support Center'. */
export function EnterpriseSupport({ block }: EnterpriseSupportProps) {
  const headingId = `${block.id ?? 'enterprise-support'}-heading`;
  return (
    <PageSection id={block.id} labelledBy={headingId} spacing="sm">
      <Panel>
        <div>
          <SectionTitle id={headingId}>{block.heading}</SectionTitle>
          {block.intro ? <SectionIntro>{block.intro}</SectionIntro> : null}
          <Actions>
            <ButtonLink cta={block.cta} variant="apple-inverted" />
            <a className="mail" href={mailtoHref(block.email)}>
              <Icon name="mail" />
              {block.email}
            </a>
          </Actions>
        </div>
        <Items>
          {block.items.map((item) => (
            <li key={item.title}>
              <IconSlot>
                <Icon name={item.icon} size={22} />
              </IconSlot>
              <div>
                <h3>{item.title}</h3>
                <p>{item.description}</p>
              </div>
            </li>
          ))}
        </Items>
      </Panel>
    </PageSection>
  );
}
