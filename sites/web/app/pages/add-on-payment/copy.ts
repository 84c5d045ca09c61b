import { LIMITS } from '@joognoo/schemas';
import { ADD_ON_SERVICES, addOnRequests, type AddOnRequestCopy, type AddOnRequestKey, type AddOnServicePage } from '../services/copy.ts';

/**
 * Copy of the request pages /add-ons/{key}/payment around `addOnRequests` (app/content/pages/services.ts):
 * the labels of the page's own blocks and how the chosen option names the service.
 */
export const ADD_ON_REQUEST_PAGE = {
  eyebrow: 'Add-on service request',
  aboutHeading: 'About the service',
  includedHeading: 'What is included',
  learnMoreLabel: 'Learn more about this service',
  optionHint: 'Choose one to include it in your request. You can change it later with the specialist.',
  formTitle: 'Send your request',
  requestingLabel: 'Requesting',
  replyPromise: `A specialist replies within ${LIMITS.replyWithinHours} hours.`,
} as const;

/** Whether `value` is the key of a request route. */
export function isAddOnRequestKey(value: string): value is AddOnRequestKey {
  return Object.hasOwn(addOnRequests, value);
}

/** The service page an add-on request belongs to. */
export function serviceOfRequest(key: AddOnRequestKey): AddOnServicePage {
  return Object.values(ADD_ON_SERVICES).find((service) => service.requestKey === key)!;
}

/** The valid option value of the query string (`?format=` / `?partner=`), else null. */
export function chosenOption(copy: AddOnRequestCopy, params: URLSearchParams): string | null {
  if (!copy.option) return null;
  const value = params.get(copy.option.param);
  return copy.option.items.some((item) => item.value === value) ? value : null;
}

/** What the form sends as `service`: the service name, plus the chosen format or partner. */
export function requestedServiceName(copy: AddOnRequestCopy, option: string | null): string {
  const label = option ? copy.option?.items.find((item) => item.value === option)?.label : undefined;
  return label ? `${copy.serviceName} (${label})` : copy.serviceName;
}
