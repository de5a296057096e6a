/**
 * The settings a production server cannot start without beyond its database (platform/env.ts): who
 * issues invoices (docs/PRODUCT.md "Invoices"), the public address, the mail server and its sender. Tests of production behaviour
 * start from these. No mail server listens at this SMTP_URL: a test that sends mail starts one of
 * its own (test/smtp-sink.ts) and sets SMTP_URL to it.
 */
export const PRODUCTION_ENV = {
  NODE_ENV: 'production',
  INVOICE_ISSUER_NAME: 'Netlease Test B.V.',
  INVOICE_ISSUER_ADDRESS: 'Herengracht 2;1015 BA Amsterdam;Netherlands',
  INVOICE_ISSUER_COUNTRY: 'NL',
  INVOICE_ISSUER_VAT_ID: 'NL812345009B01',
  INVOICE_VAT_RATE: '21',
  PUBLIC_URL: 'https://netlease.example',
  SMTP_URL: 'smtp://127.0.0.1:2525',
  MAIL_FROM: 'Netlease <no-reply@netlease.example>',
} as const;
