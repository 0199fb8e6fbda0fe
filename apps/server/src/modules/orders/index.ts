// The orders module's front door: what other modules may use of it (docs/ARCHITECTURE.md).
export { ordersModule } from './orders.module.ts';
