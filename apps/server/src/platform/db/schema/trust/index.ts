// The trust domain's tables (docs/ARCHITECTURE.md "Data walls").
export * from './abuse';
export * from './reverse-dns';
export * from './rpki';
export * from './trust';
