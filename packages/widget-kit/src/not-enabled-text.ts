import { FORM_NOT_ENABLED_MESSAGE } from '@joognoo/schemas';
import type { WidgetLanguage } from '@joognoo/ui';

/** The not-enabled notice in the widget's language (English where no widget's catalogs are above). */
export function notEnabledText(language: WidgetLanguage): string {
  return language.has('kit.formNotEnabled') ? language.t('kit.formNotEnabled') : FORM_NOT_ENABLED_MESSAGE;
}
