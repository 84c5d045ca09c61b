import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import styled from 'styled-components';
import type { PromptTemplate } from '@joognoo/schemas';
import { Spinner, Tabs, TabsContent, TabsList, TabsTrigger, container, useToast, vars, headingTag, toHeadingLevel, type HeadingLevel } from '@joognoo/ui';
import { Benefits } from './benefits';
import { INTEGRATIONS_CATALOG, type IntegrationsMessageId } from './catalog';
import { CicdForm } from './cicd-form';
import { CICD_BENEFIT_IDS, DEFAULT_TAB, JIRA_BENEFIT_IDS, TAB_LABELS, type IntegrationTab } from './structure';
import {
  useIntegrationsClient,
  type CicdStatus,
  type IntegrationsClient,
  type IntegrationsData,
  type JiraStatus,
} from './client';
import type { IntegrationsEvents } from './events';
import { JiraForm } from './jira-form';
import { PromptsTab } from './prompts-tab';
import { SummaryCards } from './summary-cards';
import { EnsureToasts, WidgetLocale, readFailure, useLoad, useMessages, type WidgetLocaleProps } from '@joognoo/widget-kit';

export interface IntegrationsPanelProps extends IntegrationsEvents, WidgetLocaleProps {
  /** API origin, e.g. `https://joognoo.example`; default '' (same origin). Ignored with `client`. */
  apiBase?: string;
  /** An API client (`createApiClient()` of `@joognoo/api-client`, or any object with the panel's calls). */
  client?: IntegrationsClient;
  /**
   * The signed-in user's state (`GET /api/dev/integrations`), e.g. from a server loader.
   * Without it the panel loads it on mount and shows a spinner meanwhile.
   */
  initialData?: IntegrationsData;
  /** The tab shown first. Default `jira`. */
  defaultTab?: IntegrationTab;
  /** Level of the 'Enterprise Integrations' heading (sections use the levels below it). Default 2. */
  headingLevel?: HeadingLevel;
  /** Mounted (and, without `initialData`, loaded). */
  onReady?: (detail: { loaded: boolean }) => void;
  id?: string;
  className?: string;
}

const EMPTY: IntegrationsData = { jira: { connected: false }, cicd: { connected: false }, prompts: [] };

/** Fills missing parts of a server answer so the panel never reads undefined. */
function normalise(data: Partial<IntegrationsData> | undefined): IntegrationsData {
  return {
    jira: data?.jira ?? EMPTY.jira,
    cicd: data?.cicd ?? EMPTY.cicd,
    prompts: Array.isArray(data?.prompts) ? data.prompts : [],
  };
}

/**
 * The Enterprise Integrations panel for a signed-in user: three summary
 * cards, and the Jira, CI/CD and Custom Prompts tabs. Connections and templates come from
 * the server (`initialData` or loaded on mount) and every change is saved through the API.
 */
export function IntegrationsPanel(props: IntegrationsPanelProps) {
  return (
    <WidgetLocale catalog={INTEGRATIONS_CATALOG} widget="@joognoo/integrations" locale={props.locale} messages={props.messages}>
      <EnsureToasts>
        <PanelView {...props} />
      </EnsureToasts>
    </WidgetLocale>
  );
}

function PanelView({
  apiBase,
  client,
  initialData,
  defaultTab = DEFAULT_TAB,
  headingLevel = 2,
  onReady,
  onSuccess,
  onError,
  id,
  className,
}: IntegrationsPanelProps) {
  const language = useMessages<IntegrationsMessageId>();
  const { t } = language;
  const { toast } = useToast();
  const getClient = useIntegrationsClient(client, apiBase);
  const [tab, setTab] = useState<IntegrationTab>(defaultTab);
  const tabsRef = useRef<HTMLDivElement>(null);
  const titleId = useId();

  const callbacks = useRef({ onReady, onError, language });
  callbacks.current = { onReady, onError, language };

  // Loaded once per mount; a new client or initialData does not reload a panel in use.
  const loaded = useLoad(() => getClient().getIntegrations().then(normalise), [], {
    initial: initialData ? normalise(initialData) : undefined,
    onError: (error) => {
      const failure = readFailure(error);
      const { t: text, locale, dir } = callbacks.current.language;
      // The server speaks English: in another language its line gives way to the panel's own.
      const message = (locale === 'en' ? failure.serverMessage : undefined) ?? text('integrations.toast.loadFailure.fallback');
      toast({ lang: locale, dir, variant: 'destructive', title: text('integrations.toast.loadFailure.title'), description: message });
      callbacks.current.onError?.({ action: 'load', message, ...(failure.status !== undefined ? { status: failure.status } : {}) });
    },
  });
  const loadFailed = loaded.status === 'error';
  useEffect(() => {
    if (loaded.status === 'ready' || loaded.status === 'error') callbacks.current.onReady?.({ loaded: !loadFailed });
  }, [loaded.status, loadFailed]);

  // What the forms saved since, over what was loaded (empty after a failed load).
  const [edited, setEdited] = useState<IntegrationsData | null>(null);
  const data = edited ?? (loaded.status === 'ready' ? loaded.data : loadFailed ? EMPTY : null);
  const setData = (next: (current: IntegrationsData | null) => IntegrationsData) => setEdited((prev) => next(prev ?? data));

  const select = (next: IntegrationTab) => {
    setTab(next);
    const tabs = tabsRef.current;
    if (!tabs) return;
    tabs.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
    tabs.querySelector<HTMLElement>(`[role="tab"][data-value="${next}"]`)?.focus({ preventScroll: true });
  };

  // At most h5: the sections take the level below.
  const level = toHeadingLevel(headingLevel, 2, 5);
  const sectionLevel = Math.min(6, level + 1) as HeadingLevel;

  return (
    <Root id={id} className={className} lang={language.locale} dir={language.dir} aria-labelledby={titleId} aria-busy={data ? undefined : true}>
      <Header>
        <Title as={headingTag(level)} id={titleId}>
          {t('integrations.title')}
        </Title>
        <Subtitle>{t('integrations.subtitle')}</Subtitle>
      </Header>

      {data ? (
        <>
          <SummaryCards
            jiraConnected={data.jira.connected}
            cicdConnected={data.cicd.connected}
            promptCount={data.prompts.length}
            onSelect={select}
            level={sectionLevel}
          />
          <IntegrationTabs
            tabsRef={tabsRef}
            tab={tab}
            onTabChange={setTab}
            loadFailed={loadFailed}
            data={data}
            setData={setData}
            getClient={getClient}
            onSuccess={onSuccess}
            onError={onError}
            level={sectionLevel}
          />
        </>
      ) : (
        <Loading>
          <Spinner size="32px" label={t('integrations.loading')} />
        </Loading>
      )}
    </Root>
  );
}

interface IntegrationTabsProps extends Pick<IntegrationsEvents, 'onSuccess' | 'onError'> {
  tabsRef: RefObject<HTMLDivElement | null>;
  tab: IntegrationTab;
  onTabChange: (tab: IntegrationTab) => void;
  loadFailed: boolean;
  data: IntegrationsData;
  /** Applies a change the forms saved. */
  setData: (next: (current: IntegrationsData | null) => IntegrationsData) => void;
  getClient: () => IntegrationsClient;
  level: HeadingLevel;
}

/** The Jira, CI/CD and Custom Prompts tabs, each form beside its benefits. */
function IntegrationTabs({ tabsRef, tab, onTabChange, loadFailed, data, setData, getClient, onSuccess, onError, level }: IntegrationTabsProps) {
  const { t } = useMessages<IntegrationsMessageId>();
  return (
    <Tabs ref={tabsRef} value={tab} onValueChange={(value) => onTabChange(value as IntegrationTab)} data-load-failed={loadFailed || undefined}>
      <TabsRow>
        <TabsList aria-label={t('integrations.title')}>
          {TAB_LABELS.map(({ value, label }) => (
            <TabsTrigger key={value} value={value} data-value={value}>
              {t(label)}
            </TabsTrigger>
          ))}
        </TabsList>
      </TabsRow>
      <TabsContent value="jira">
        <TabGrid>
          <JiraForm
            status={data.jira}
            getClient={getClient}
            onConnected={(jira: JiraStatus) => setData((current) => ({ ...(current ?? EMPTY), jira }))}
            onSuccess={onSuccess}
            onError={onError}
            level={level}
          />
          <Benefits benefits={JIRA_BENEFIT_IDS} level={level} />
        </TabGrid>
      </TabsContent>
      <TabsContent value="cicd">
        <TabGrid>
          <CicdForm
            status={data.cicd}
            getClient={getClient}
            onConnected={(cicd: CicdStatus) => setData((current) => ({ ...(current ?? EMPTY), cicd }))}
            onSuccess={onSuccess}
            onError={onError}
            level={level}
          />
          <Benefits benefits={CICD_BENEFIT_IDS} level={level} />
        </TabGrid>
      </TabsContent>
      <TabsContent value="prompts">
        <PromptsTab
          prompts={data.prompts}
          onPromptsChange={(update: (current: PromptTemplate[]) => PromptTemplate[]) =>
            setData((current) => {
              const base = current ?? EMPTY;
              return { ...base, prompts: update(base.prompts) };
            })
          }
          getClient={getClient}
          onSuccess={onSuccess}
          onError={onError}
          level={level}
        />
      </TabsContent>
    </Tabs>
  );
}

const Root = styled.section`
  container-type: inline-size;
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${vars.space['8']};
  width: 100%;
  font-family: ${vars.font.family};
  font-size: ${vars.fontSize.base};
  line-height: ${vars.lineHeight.normal};
  color: ${vars.color.foreground};
  text-align: start;

  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }

  [role='tabpanel'] {
    margin-top: ${vars.space['6']};
  }

  [role='tabpanel']:focus-visible {
    outline: ${vars.layout.focusRingWidth} solid ${vars.color.focusRing};
    outline-offset: 4px;
    border-radius: ${vars.radius.xl};
  }
`;

const Header = styled.header`
  display: grid;
  gap: ${vars.space['3']};
`;

const Title = styled.h2`
  margin: 0;
  font-size: clamp(30px, 22.4px + 2vw, 44px);
  font-weight: ${vars.fontWeight.bold};
  line-height: ${vars.lineHeight.tight};
  letter-spacing: -0.025em;
  color: ${vars.color.foreground};
`;

const Subtitle = styled.p`
  margin: 0;
  max-width: 704px;
  font-size: ${vars.fontSize.lg};
  line-height: ${vars.lineHeight.normal};
  color: ${vars.color.muted};
`;

const TabsRow = styled.div`
  display: flex;
  min-width: 0;

  /* Phones: three equal tabs across the width, labels wrap to two lines. */
  [role='tablist'] {
    display: grid;
    grid-template-columns: repeat(3, minmax(0, 1fr));
    width: 100%;
    border-radius: ${vars.radius.lg};
  }

  [role='tab'] {
    min-height: 48px;
    padding: ${vars.space['1']} ${vars.space['2']};
    border-radius: ${vars.radius.md};
    white-space: normal;
    text-align: center;
    line-height: ${vars.lineHeight.snug};
  }

  ${container.sm} {
    [role='tablist'] {
      display: inline-flex;
      width: auto;
      border-radius: ${vars.radius.full};
    }

    [role='tab'] {
      min-height: 40px;
      padding: 0 ${vars.space['5']};
      border-radius: ${vars.radius.full};
      white-space: nowrap;
    }
  }
`;

const TabGrid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${vars.space['6']};
  align-items: start;

  ${container.lg} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  }
`;

const Loading = styled.div`
  display: flex;
  justify-content: center;
  padding: ${vars.space['16']} 0;
`;
