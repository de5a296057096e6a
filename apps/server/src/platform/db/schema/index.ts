// The one list of table modules, handed to Drizzle for typed queries.
export * from './accounts';
export * from './api-tokens';
export * from './notifications';
export * from './support';
export * from './geofeeds';
export * from './money';
export * from './catalog';
export * from './trust';
export * from './auctions';
export * from './bundles';
export * from './conversations';
export * from './saved-listings';
export * from './ticket-attachments';
export * from './user-management';
export * from './seller-requests';
export * from './webhooks';
export * from './stripe-events';
