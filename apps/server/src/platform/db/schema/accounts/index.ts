// The accounts domain's tables (docs/ARCHITECTURE.md "Data walls").
export * from './accounts';
export * from './billing';
export * from './kyc';
export * from './mfa';
export * from './notifications';
export * from './webhooks';
