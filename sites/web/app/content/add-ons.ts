/** The add-on services that have a payment route (/add-ons/{service}/payment, SPEC.md §2). */
export interface AddOnCopy {
  service: string;
  name: string;
  /** The service page this add-on is sold from. */
  servicePage: string;
}

export const addOns: readonly AddOnCopy[] = [
  { service: 'governance', name: 'AI Governance and Compliance', servicePage: '/services/governance' },
  { service: 'managed-services', name: 'Managed Services', servicePage: '/services/managed-services' },
  { service: 'academy', name: 'Developer AI Academy', servicePage: '/services/academy' },
  { service: 'cloud', name: 'Cloud Partner Integration', servicePage: '/services/cloud-partner' },
];

export function findAddOn(service: string): AddOnCopy | undefined {
  return addOns.find((addOn) => addOn.service === service);
}
