// The platform's tables: those its machinery reads and writes (sign-in and sessions, API tokens,
// mail, rate limits, the audit log, live events and idempotency keys). Platform code
// and every domain may use them (docs/decisions/266).
export * from './users';
export * from './api-tokens';
export * from './live-events';
export * from './idempotency-keys';
export * from './server-instances';
