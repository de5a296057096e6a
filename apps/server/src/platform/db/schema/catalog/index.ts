// The catalog domain's tables (docs/ARCHITECTURE.md "Data walls").
export * from './bundles';
export * from './catalog';
export * from './saved-listings';
export * from './seller-requests';
export * from './suspended-offers';
