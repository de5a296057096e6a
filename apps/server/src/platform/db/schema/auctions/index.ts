// The auctions domain's tables (docs/ARCHITECTURE.md "Data walls").
export * from './auctions';
