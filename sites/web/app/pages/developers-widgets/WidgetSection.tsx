import { NONCE_PLACEHOLDER } from '@joognoo/embed/csp';
import { Button, media, vars } from '@joognoo/ui';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { COMMON_ATTRIBUTE_SPECS, WIDGETS_PAGE, commonAttributeDocs, WIDGET_DOCS, type WidgetDocId } from './copy';
import { attributeRows, eventRows, reactSnippet, scriptTagSnippet } from '../../lib/widget-snippets';
import { PageSection } from '../../components/sections/PageSection';
import { LivePreview } from './LivePreview';
import { AttributeTable, EventTable, SnippetTabs } from './Reference';
import { WIDGET_CATALOGS, WIDGET_DECLARATIONS } from './widget-declarations';
import { sectionHeadingType } from './styles';

const Header = styled.header`
  display: grid;
  gap: ${vars.space['3']};
  max-width: 46rem;
  margin-bottom: ${vars.space['8']};

  h2 {
    margin: 0;
    ${sectionHeadingType}
  }

  p {
    margin: 0;
    font-size: ${vars.fontSize.lg};
    line-height: ${vars.lineHeight.relaxed};
    color: ${vars.color.muted};
  }
`;

const Tag = styled.code`
  justify-self: start;
  padding: ${vars.space['1']} ${vars.space['3']};
  border-radius: ${vars.radius.full};
  background: ${vars.color.primarySubtle};
  color: ${vars.color.primaryActive};
  font-family: ${vars.font.familyMono};
  font-size: ${vars.fontSize.sm};
  font-weight: ${vars.fontWeight.medium};
`;

const Body = styled.div`
  display: grid;
  gap: ${vars.space['10']};
  min-width: 0;
`;

const Variants = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space['3']};
  margin: 0 0 ${vars.space['4']};
  padding: 0;
  border: 0;
  min-width: 0;

  legend {
    float: left;
    margin-right: ${vars.space['2']};
    font-size: ${vars.fontSize.sm};
    font-weight: ${vars.fontWeight.semibold};
  }
`;

const Segmented = styled.div`
  display: inline-flex;
  gap: ${vars.space['1']};
  padding: ${vars.space['1']};
  border-radius: ${vars.radius.full};
  background: ${vars.color.surface};

  label {
    position: relative;
    display: inline-flex;
  }

  input {
    position: absolute;
    inset: 0;
    opacity: 0;
    margin: 0;
    cursor: pointer;
  }

  span {
    display: inline-flex;
    align-items: center;
    min-height: 2.25rem;
    padding: 0 ${vars.space['4']};
    border-radius: ${vars.radius.full};
    font-size: ${vars.fontSize.sm};
    font-weight: ${vars.fontWeight.medium};
    color: ${vars.color.muted};
    transition:
      background-color ${vars.motion.durationFast} ${vars.motion.easing},
      color ${vars.motion.durationFast} ${vars.motion.easing};
  }

  input:checked + span {
    background: ${vars.color.background};
    color: ${vars.color.foreground};
    box-shadow: ${vars.shadow.sm};
  }

  input:focus-visible + span {
    outline: 2px solid ${vars.color.focusRing};
    outline-offset: 2px;
  }

  @media (prefers-reduced-motion: reduce) {
    span {
      transition: none;
    }
  }
`;

const Hint = styled.p`
  flex-basis: 100%;
  margin: 0;
  font-size: ${vars.fontSize.sm};
  color: ${vars.color.muted};
`;

const Notice = styled.div`
  display: grid;
  gap: ${vars.space['4']};
  padding: ${vars.space['6']};
  border: 1px dashed ${vars.color.borderStrong};
  border-radius: ${vars.radius.xl};
  background: ${vars.color.background};

  ${media.md} {
    grid-template-columns: minmax(0, 1fr) auto;
    align-items: center;
    padding: ${vars.space['8']};
  }

  p {
    margin: 0;
    line-height: ${vars.lineHeight.relaxed};
    color: ${vars.color.muted};
  }
`;

const Stack = styled.div`
  display: grid;
  gap: ${vars.space['3']};
  min-width: 0;

  /* Grid items default to their content's width: a long code line would widen the page. */
  > * {
    min-width: 0;
  }
`;

export interface WidgetSectionProps {
  widget: WidgetDocId;
  /** Absolute URL of the loader for the script-tag snippet. */
  loaderUrl: string;
  /** Our origin, the `apiBase` of the React snippet. */
  apiBase: string;
  /** `embed.css`, inlined in the script-tag snippet (not `css`: styled-components' babel plugin owns that prop name). */
  stylesheet: string;
  tone: 'default' | 'muted';
}

/** One widget: live preview, script-tag and React snippets, attributes and events. */
export function WidgetSection({ widget, loaderUrl, apiBase, stylesheet, tone }: WidgetSectionProps) {
  const doc = WIDGET_DOCS[widget];
  const declaration = WIDGET_DECLARATIONS[widget];
  const headingId = `${doc.id}-heading`;
  const variants = widget === 'contactForm' ? (declaration.attributes.variant as { values: readonly string[] }).values : null;
  const [variant, setVariant] = useState<string>(doc.example && 'variant' in doc.example ? doc.example.variant : '');
  const example: Record<string, string> = variants ? { ...doc.example, variant } : { ...doc.example };
  const slots = 'slots' in doc ? doc.slots : [];
  const script = doc.embeddable
    ? scriptTagSnippet({ loaderUrl, tag: declaration.tagName, attributes: example, slots, css: stylesheet, nonce: NONCE_PLACEHOLDER })
    : null;
  const react = reactSnippet({
    packageName: doc.packageName,
    component: doc.component,
    apiBase,
    attributes: example,
    specs: declaration.attributes,
    slots,
  });
  const variantName = useId();
  return (
    <PageSection id={doc.id} labelledBy={headingId} tone={tone}>
      <Header>
        <h2 id={headingId}>{doc.name}</h2>
        <Tag>{`<${declaration.tagName}>`}</Tag>
        <p>{doc.summary}</p>
      </Header>
      <Body>
        <Stack>
          {variants ? (
            <Variants>
              <legend>{WIDGETS_PAGE.contactVariants.label}</legend>
              <Segmented>
                {variants.map((value) => (
                  <label key={value}>
                    <input
                      type="radio"
                      name={variantName}
                      value={value}
                      checked={variant === value}
                      onChange={() => setVariant(value)}
                    />
                    <span>{value}</span>
                  </label>
                ))}
              </Segmented>
              <Hint>{WIDGETS_PAGE.contactVariants.hint}</Hint>
            </Variants>
          ) : null}
          {doc.embeddable ? (
            <LivePreview
              tag={declaration.tagName}
              attributes={example}
              slotted={slots.map((slot) => ({ tag: slot.tag, slot: slot.slot }))}
              label={`${doc.name}: ${WIDGETS_PAGE.liveLabel}`}
              barLabel={WIDGETS_PAGE.liveLabel}
              failureText={WIDGETS_PAGE.previewFailed}
            />
          ) : (
            <Notice>
              <p>{WIDGETS_PAGE.integrations.notice}</p>
              <Button as={Link} to={WIDGETS_PAGE.integrations.action.href} variant="apple-outline">
                {WIDGETS_PAGE.integrations.action.label}
              </Button>
            </Notice>
          )}
        </Stack>
        <Stack>
          <SnippetTabs widget={doc.name} script={script} react={react} />
          {script === null ? <Hint>{WIDGETS_PAGE.integrations.scriptNote}</Hint> : null}
        </Stack>
        <AttributeTable rows={attributeRows(declaration.attributes, doc.attributes)} heading={WIDGETS_PAGE.attributes.heading} />
        <EventTable rows={eventRows(declaration.events, doc.events)} />
        <MessageIds ids={Object.keys(WIDGET_CATALOGS[widget].en)} />
      </Body>
    </PageSection>
  );
}

const Ids = styled.details`
  min-width: 0;
  font-size: ${vars.fontSize.sm};
  color: ${vars.color.muted};

  summary {
    cursor: pointer;
    font-weight: ${vars.fontWeight.medium};
    color: ${vars.color.foreground};
  }

  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${vars.space['2']};
    margin-block: ${vars.space['3']};
    margin-inline: 0;
    padding: 0;
    list-style: none;
  }

  code {
    font-family: ${vars.font.familyMono};
    font-size: ${vars.fontSize.xs};
    overflow-wrap: anywhere;
  }
`;

/** The widget's message ids, what the `messages` attribute and prop replace. */
function MessageIds({ ids }: { ids: readonly string[] }) {
  const copy = WIDGETS_PAGE.messages;
  return (
    <Ids>
      <summary>{copy.summary(ids.length)}</summary>
      <ul>
        {[...ids].sort().map((id) => (
          <li key={id}>
            <code>{id}</code>
          </li>
        ))}
      </ul>
      <p>{copy.readme}</p>
    </Ids>
  );
}

/** `api-base`, `theme` and `source`: the attributes of every widget, described once. */
export function CommonAttributes() {
  const { heading, text } = WIDGETS_PAGE.common;
  return (
    <Stack>
      <AttributeTable rows={attributeRows(COMMON_ATTRIBUTE_SPECS, commonAttributeDocs())} heading={heading} />
      <Hint>{text}</Hint>
    </Stack>
  );
}
