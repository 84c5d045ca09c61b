export { tokens, fontFamily, fontFamilyMono, type Tokens, type Breakpoint } from './tokens';
export {
  theme,
  vars,
  media,
  container,
  cssVariables,
  cssVariableName,
  tokensToCssVariables,
  CSS_VARIABLE_PREFIX,
  type JoognooTheme,
  type TokenStrings,
} from './theme';
export { GlobalStyle } from './global-style';
export { JoognooThemeProvider, type JoognooThemeProviderProps } from './theme-provider';
export { focusRing, visuallyHidden, inlineSign, INLINE_SIGN } from './internal/styles';
export { useIsomorphicLayoutEffect } from './internal/hooks';

export {
  Button,
  buttonVariants,
  buttonSizes,
  type ButtonProps,
  type ButtonOwnProps,
  type ButtonVariant,
  type ButtonSize,
} from './button';
export { Input, Textarea, type InputProps, type TextareaProps } from './input';
export { Checkbox, type CheckboxProps } from './checkbox';
export { Field, type FieldProps, type FieldControlProps } from './field';
export {
  Select,
  type SelectProps,
  type SelectItem,
  type SelectOption,
  type SelectGroup,
  useTypeahead,
  type Typeahead,
} from './select';
export {
  WidgetPage,
  VisuallyHidden,
  DetailPage,
  DetailBackLink,
  DetailColumns,
  DetailSections,
  DetailAside,
  DetailCard,
  DetailCover,
  DetailNotFound,
  DetailLoading,
  detailTitle,
  useShareLink,
  type DetailPageProps,
  type DetailNotFoundProps,
  type DetailLoadingProps,
  type ShareLinkOptions,
} from './detail-page';
export { Badge, type BadgeProps, type BadgeVariant } from './badge';
export { Card, CardHeader, CardTitle, CardDescription, CardContent, CardFooter } from './card';
export { MediaCard, MediaCardMedia, MediaCardBody, type MediaCardProps, type SpaceToken } from './media-card';
export { Icon, ICON_NAMES, DIRECTIONAL_ICONS, type IconName, type IconProps } from './icon';
export { Skeleton, type SkeletonProps } from './skeleton';
export { Spinner, type SpinnerProps } from './spinner';
export { Container, Section } from './layout';
export {
  Tabs,
  TabsList,
  TabsTrigger,
  TabsContent,
  type TabsProps,
  type TabsListProps,
  type TabsTriggerProps,
  type TabsContentProps,
} from './tabs';
export {
  Accordion,
  AccordionItem,
  AccordionTrigger,
  AccordionContent,
  type AccordionProps,
  type AccordionItemProps,
  type AccordionTriggerProps,
  type AccordionContentProps,
} from './accordion';
export {
  HoverCard,
  HoverCardTrigger,
  HoverCardContent,
  HOVER_CARD_OPEN_DELAY,
  HOVER_CARD_CLOSE_DELAY,
  type HoverCardProps,
  type HoverCardTriggerProps,
  type HoverCardContentProps,
} from './hover-card';
export { Drawer, type DrawerProps, type DrawerSide } from './drawer';
export {
  ToastProvider,
  Toaster,
  useToast,
  toastReducer,
  TOAST_LIMIT,
  TOAST_DURATION,
  TOAST_REMOVE_DELAY,
  TOAST_SWIPE_THRESHOLD,
  TOAST_HOTKEY,
  TOAST_VIEWPORT_LABEL,
  type ToastProviderProps,
  type ToasterProps,
  type ToastOptions,
  type ToastData,
  type ToastHandle,
  type ToastVariant,
} from './toast';
export {
  toHeadingLevel,
  headingTag,
  LevelHeading,
  ANY_HEADING,
  type HeadingLevel,
  type HeadingTag,
  type LevelHeadingProps,
} from './heading-level';
export {
  UI_CATALOG,
  WidgetLanguageProvider,
  createTranslator,
  englishMessage,
  languageAttributes,
  useWidgetLanguage,
  type Catalog,
  type MessageValues,
  type Translator,
  type WidgetLanguage,
} from './i18n';
export { withElements } from './rich-text';
