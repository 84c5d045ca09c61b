import { vars } from '@joognoo/ui';
import styled from 'styled-components';
import { API_CARDS, API_REFERENCE_SECTION, type DocsTabId, type HttpMethod } from './copy';
import { AUTHENTICATION_GUIDE } from './guides';
import { IconBadge } from '../../components/sections/FeatureGrid';
import { DocsLinkAnchor } from './DocsLinkAnchor';
import { GuideArticle } from './GuideArticle';
import { Grid, PanelHeader, Surface } from './styles';
import { Icon } from '../../components/icons/Icon';

const CardTitle = styled.h3`
  margin: ${vars.space['4']} 0 ${vars.space['2']};
  font-size: ${vars.fontSize.xl};
  font-weight: ${vars.fontWeight.semibold};
`;

const Description = styled.p`
  margin: 0 0 ${vars.space['5']};
  line-height: ${vars.lineHeight.relaxed};
  color: ${vars.color.muted};
`;

const Endpoints = styled.ul`
  display: grid;
  gap: ${vars.space['4']};
  margin: 0;
  padding: ${vars.space['5']} 0 0;
  border-top: 1px solid ${vars.color.border};
  list-style: none;

  li {
    display: grid;
    gap: ${vars.space['1']};
    min-width: 0;
  }

  code {
    font-family: ${vars.font.familyMono};
    font-size: 0.8125rem;
    overflow-wrap: anywhere;
  }

  span {
    font-size: ${vars.fontSize.sm};
    line-height: ${vars.lineHeight.normal};
    color: ${vars.color.muted};
  }
`;

const methodColors: Record<HttpMethod, [string, string]> = {
  GET: ['#e0f2fe', '#075985'],
  POST: ['#dcfce7', '#166534'],
  PUT: ['#fef3c7', '#92400e'],
  PATCH: ['#fef3c7', '#92400e'],
  DELETE: ['#fee2e2', '#991b1b'],
};

const Method = styled.strong<{ $method: HttpMethod }>`
  display: inline-block;
  margin-right: ${vars.space['2']};
  padding: 0.0625rem ${vars.space['2']};
  border-radius: ${vars.radius.sm};
  background: ${({ $method }) => methodColors[$method][0]};
  color: ${({ $method }) => methodColors[$method][1]};
  font-family: ${vars.font.familyMono};
  font-size: 0.6875rem;
  font-weight: ${vars.fontWeight.bold};
  letter-spacing: 0.04em;
`;

const Auth = styled.div`
  margin-top: ${vars.space['12']};
`;

/** API Reference tab: the three API cards with endpoints, and the authentication guide. */
export function ApiReferencePanel({ onNavigate }: { onNavigate: (tab: DocsTabId, anchor: string) => void }) {
  return (
    <>
      <PanelHeader>
        <div>
          <h2>{API_REFERENCE_SECTION.heading}</h2>
          <p>{API_REFERENCE_SECTION.intro}</p>
        </div>
        <DocsLinkAnchor link={API_REFERENCE_SECTION.authButton} onNavigate={onNavigate} variant="apple-outline" size="sm" />
      </PanelHeader>
      <Grid $columns={3}>
        {API_CARDS.map((card) => (
          <Surface key={card.id} id={card.id} aria-labelledby={`${card.id}-title`} tabIndex={-1}>
            <IconBadge>
              <Icon name={card.icon} />
            </IconBadge>
            <CardTitle id={`${card.id}-title`}>{card.title}</CardTitle>
            <Description>{card.description}</Description>
            <Endpoints>
              {card.endpoints.map((endpoint) => (
                <li key={`${endpoint.method} ${endpoint.path}`}>
                  <div>
                    <Method $method={endpoint.method}>{endpoint.method}</Method>
                    <code>{endpoint.path}</code>
                  </div>
                  <span>{endpoint.summary}</span>
                </li>
              ))}
            </Endpoints>
          </Surface>
        ))}
      </Grid>
      <Auth>
        <GuideArticle guide={AUTHENTICATION_GUIDE} />
      </Auth>
    </>
  );
}
