export {
  defineWidget,
  type DefineWidgetOptions,
  type WidgetDeclaration,
  type WidgetElement,
  type WidgetProps,
} from './define-widget';
export {
  parseAttribute,
  readAttributes,
  attributeToProp,
  propName,
  COMMON_ATTRIBUTES,
  THEMES,
  type AttributeSpec,
  type AttributeSpecs,
  type AttributeType,
  type StringAttribute,
  type BooleanAttribute,
  type NumberAttribute,
  type EnumAttribute,
  type WidgetTheme,
} from './attributes';
export {
  WIDGET_EVENTS,
  type WidgetEventName,
  type WidgetErrorDetail,
  type WidgetCallbacks,
  type WidgetCommonProps,
} from './events';
export { hostStyles, darkColors, type ReservedHeight } from './host-styles';
export { useLoad, type LoadOptions, type LoadResult, type LoadState, type LoadStatus } from './use-load';
export { useLatest } from './use-latest';
export { DefaultLink, type LinkComponent, type LinkProps } from './links';
export { fillTemplate, onHost } from './href-template';
export { EnsureToasts } from './toast';
export { captureAttribution } from './attribution';
export { newSubmissionId } from './submission-id';
export { FormNotEnabled, formNotEnabledLog } from './form-not-enabled';
export { readOriginNotRegistered, type OriginNotRegistered } from './origin-not-registered';
export { readFailure, toErrorDetail, type Failure } from './errors';
export { useFormFields, type FormFields } from './use-form-fields';
export {
  useSubmission,
  loadFormNotEnabled,
  type OriginCheck,
  type SubmissionAttempt,
  type SubmissionErrorDetail,
  type SubmissionMessages,
} from './use-submission';
export type { AttributeValue, WidgetElementAttributes } from './jsx';
export {
  WidgetLocale,
  preloadWidgetLanguage,
  useMessages,
  useOutcomes,
  localizeFieldErrors,
  type FieldCodes,
  type WidgetLocaleOptions,
  type WidgetLocaleProps,
} from './i18n/widget-locale';
export { KIT_CATALOG, type MessageOverrides } from './i18n/messages';
