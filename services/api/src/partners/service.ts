export { PartnerExists, partnerDeliveries, partnersRepository, type Partner, type PartnerChanges, type PartnersRepository } from './store.ts';
