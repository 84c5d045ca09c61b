import { LOCALE_NAMES, SHIPPED_LOCALES, type ShippedLocale } from '@joognoo/schemas';
import { Button, media, vars, visuallyHidden } from '@joognoo/ui';
import { useId, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { WIDGETS_PAGE } from './copy';
import {
  DEFAULT_WIDGET_THEME,
  FONT_SCALE_RANGE,
  RADIUS_RANGE,
  formatScale,
  widgetThemeCss,
  type WidgetThemeSettings,
} from '../../lib/widget-theme';
import { CodeBlock } from '../../components/code/CodeBlock';

const Layout = styled.div`
  display: grid;
  gap: ${vars.space['8']};
  min-width: 0;

  ${media.lg} {
    grid-template-columns: minmax(0, 5fr) minmax(0, 7fr);
    align-items: start;
  }
`;

const Controls = styled.fieldset`
  display: grid;
  gap: ${vars.space['5']};
  min-width: 0;
  margin: 0;
  padding: ${vars.space['6']};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.xl};
  background: ${vars.color.background};

  legend {
    /* Named for assistive technology; the section heading names it visually. */
    ${visuallyHidden}
  }
`;

const Colours = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(7.5rem, 1fr));
  align-items: end;
  gap: ${vars.space['4']};
`;

const Control = styled.div`
  display: grid;
  gap: ${vars.space['2']};
  min-width: 0;

  label {
    font-size: ${vars.fontSize.sm};
    font-weight: ${vars.fontWeight.medium};
    color: ${vars.color.foreground};
  }
`;

const LabelRow = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${vars.space['3']};

  span {
    font-family: ${vars.font.familyMono};
    font-size: ${vars.fontSize.sm};
    color: ${vars.color.muted};
  }
`;

const Swatch = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space['2']};
  min-height: 2.75rem;
  padding: ${vars.space['1']} ${vars.space['3']} ${vars.space['1']} ${vars.space['1']};
  border: 1px solid ${vars.color.input};
  border-radius: ${vars.radius.md};
  background: ${vars.color.background};

  &:focus-within {
    outline: 2px solid ${vars.color.focusRing};
    outline-offset: 2px;
  }

  input {
    flex: none;
    width: 2.25rem;
    height: 2.25rem;
    padding: 0;
    border: 0;
    border-radius: ${vars.radius.sm};
    background: none;
    cursor: pointer;
  }

  input:focus-visible {
    outline: none;
  }

  input::-webkit-color-swatch-wrapper {
    padding: 0;
  }

  input::-webkit-color-swatch {
    border: 1px solid rgba(0, 0, 0, 0.12);
    border-radius: ${vars.radius.sm};
  }

  span {
    font-family: ${vars.font.familyMono};
    font-size: ${vars.fontSize.sm};
    color: ${vars.color.muted};
  }
`;

const Range = styled.input`
  width: 100%;
  min-height: 2.75rem;
  margin: 0;
  accent-color: ${vars.color.primary};
  cursor: pointer;

  &:focus-visible {
    outline: 2px solid ${vars.color.focusRing};
    outline-offset: 2px;
    border-radius: ${vars.radius.sm};
  }
`;

const Side = styled.div`
  display: grid;
  gap: ${vars.space['6']};
  min-width: 0;
`;

function ColourControl({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <Control>
      <label htmlFor={id}>{label}</label>
      <Swatch>
        <input id={id} type="color" value={value} onChange={(event) => onChange(event.target.value)} />
        <span aria-hidden="true">{value}</span>
      </Swatch>
    </Control>
  );
}

function RangeControl({
  label,
  value,
  display,
  range,
  onChange,
}: {
  label: string;
  value: number;
  display: string;
  range: { min: number; max: number; step: number };
  onChange: (value: number) => void;
}) {
  const id = useId();
  return (
    <Control>
      <LabelRow>
        <label htmlFor={id}>{label}</label>
        {/* The slider announces the value itself (aria-valuetext): shown, not announced twice. */}
        <span aria-hidden="true">{display}</span>
      </LabelRow>
      <Range
        id={id}
        type="range"
        min={range.min}
        max={range.max}
        step={range.step}
        value={value}
        aria-valuetext={display}
        onChange={(event) => onChange(Number(event.target.value))}
      />
    </Control>
  );
}

const LanguageSelect = styled.select`
  min-height: 2.75rem;
  padding-block: 0;
  padding-inline: ${vars.space['3']};
  border: 1px solid ${vars.color.input};
  border-radius: ${vars.radius.md};
  background: ${vars.color.background};
  color: ${vars.color.foreground};
  font: inherit;
  font-size: ${vars.fontSize.sm};

  &:focus-visible {
    outline: 2px solid ${vars.color.focusRing};
    outline-offset: 2px;
  }
`;

function LanguageControl({ label, value, onChange }: { label: string; value: ShippedLocale; onChange: (value: ShippedLocale) => void }) {
  const id = useId();
  return (
    <Control>
      <label htmlFor={id}>{label}</label>
      <LanguageSelect id={id} value={value} onChange={(event) => onChange(event.target.value as ShippedLocale)}>
        {SHIPPED_LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {LOCALE_NAMES[locale]} ({locale})
          </option>
        ))}
      </LanguageSelect>
    </Control>
  );
}

export interface ThemePlaygroundProps {
  settings: WidgetThemeSettings;
  onChange: (settings: WidgetThemeSettings) => void;
  /** The previews' language (their `locale` attribute). */
  locale: ShippedLocale;
  onLocaleChange: (locale: ShippedLocale) => void;
  /** A live widget next to the controls. */
  preview: ReactNode;
}

/** Colour, radius and font-size controls for the `--joognoo-*` variables, and the CSS to copy. */
export function ThemePlayground({ settings, onChange, locale, onLocaleChange, preview }: ThemePlaygroundProps) {
  const copy = WIDGETS_PAGE.playground;
  const [announcement, setAnnouncement] = useState('');
  const set = <K extends keyof WidgetThemeSettings>(key: K) => (value: WidgetThemeSettings[K]) => {
    setAnnouncement('');
    onChange({ ...settings, [key]: value });
  };
  return (
    <Layout>
      <Controls>
        <legend>{copy.heading}</legend>
        <LanguageControl label={copy.language} value={locale} onChange={onLocaleChange} />
        <Colours>
          <ColourControl label={copy.accent} value={settings.accent} onChange={set('accent')} />
          <ColourControl label={copy.text_} value={settings.text} onChange={set('text')} />
          <ColourControl label={copy.background} value={settings.background} onChange={set('background')} />
        </Colours>
        <RangeControl
          label={copy.radius}
          value={settings.radius}
          display={`${settings.radius} px`}
          range={RADIUS_RANGE}
          onChange={set('radius')}
        />
        <RangeControl
          label={copy.fontScale}
          value={settings.fontScale}
          display={formatScale(settings.fontScale)}
          range={FONT_SCALE_RANGE}
          onChange={set('fontScale')}
        />
        <div>
          <Button
            type="button"
            variant="apple-outline"
            onClick={() => {
              onChange({ ...DEFAULT_WIDGET_THEME });
              setAnnouncement(copy.resetDone);
            }}
          >
            {copy.reset}
          </Button>
          <VisuallyHiddenStatus role="status">{announcement}</VisuallyHiddenStatus>
        </div>
      </Controls>
      <Side>
        {preview}
        <CodeBlock code={widgetThemeCss(settings)} language="css" title={copy.cssTitle} />
        <CodeBlock code={copy.languageSnippet(locale)} language="html" title={copy.languageTitle} />
      </Side>
    </Layout>
  );
}

const VisuallyHiddenStatus = styled.span`
  ${visuallyHidden}
`;
