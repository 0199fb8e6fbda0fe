// The prices module's front door: what other modules may use of it (docs/ARCHITECTURE.md).
export { pricesModule } from './prices.module.ts';
export { ASSIGNMENT_NOT_FOUND, getPriceList, inspectionPricing } from './prices.service.ts';
