// The support domain's tables (docs/ARCHITECTURE.md "Data walls").
export * from './conversations';
export * from './ticket-attachments';
export * from './tickets';
