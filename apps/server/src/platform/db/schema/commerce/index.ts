// The commerce domain's tables (docs/ARCHITECTURE.md "Data walls").
export * from './card-payments';
export * from './checkout-holds';
export * from './lease-geolocations';
export * from './money';
export * from './order-claims';
export * from './renewal-reminders';
export * from './stripe-events';
