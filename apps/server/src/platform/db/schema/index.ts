// All tables, for Drizzle's typed database, the migrations tooling and tests. Feature and platform
// code import their own group instead (`schema/<domain>` or `schema/platform`), so the linter can
// keep each domain to its own tables and those below it (docs/decisions/266).
export * from './platform/index';
export * from './accounts/index';
export * from './catalog/index';
export * from './commerce/index';
export * from './auctions/index';
export * from './trust/index';
export * from './support/index';
