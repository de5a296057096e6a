import { checkVatId } from '@netlease/shared/billing';
import type { Issuer, IssuerTaxSettings } from '@netlease/shared/invoicing';
import type { Env } from './env';

/**
 * Who issues invoices and credit notes, and at what VAT rates (docs/PRODUCT.md "Invoices", decision
 * 261). Read from the INVOICE_* settings; where they are not set (demo mode, tests, development) a
 * demo issuer in the Netherlands stands in, named as such on every document. Production without demo
 * mode refuses to start without them (platform/env.ts).
 */
export interface InvoiceIssuer {
  /** The numbering series' key: the VAT ID, else the name. A new entity starts its own series. */
  key: string;
  details: Issuer;
  tax: IssuerTaxSettings;
}

/** Per cent as basis points without floating-point error: '25.5' → 2550. */
const basisPoints = (percent: string) => {
  const [whole = '0', fraction = ''] = percent.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
};

/** Standard EU VAT rates for the demo issuer's private customers (per cent, 2026). */
const DEMO_CONSUMER_RATES =
  'AT=20,BE=21,BG=20,CY=19,CZ=21,DE=19,DK=25,EE=24,ES=21,FI=25.5,FR=20,GR=24,HR=25,HU=27,IE=23,' +
  'IT=22,LT=21,LU=17,LV=21,MT=18,PL=23,PT=23,RO=21,SE=25,SI=22,SK=23';

const issuers = new WeakMap<Env, InvoiceIssuer>();

/** The issuer of this process's settings, read once. */
export function invoiceIssuerOf(ctx: { env: Env }): InvoiceIssuer {
  let issuer = issuers.get(ctx.env);
  if (!issuer) {
    issuer = invoiceIssuerFrom(ctx.env);
    issuers.set(ctx.env, issuer);
  }
  return issuer;
}

export function invoiceIssuerFrom(env: Env): InvoiceIssuer {
  const configured = Boolean(env.INVOICE_ISSUER_NAME);
  const country = env.INVOICE_ISSUER_COUNTRY ?? 'NL';
  const rawVatId = configured ? env.INVOICE_ISSUER_VAT_ID : 'NL812345009B01';
  const checked = rawVatId ? checkVatId(rawVatId, country) : null;
  const vatId = checked?.ok ? checked.value : (rawVatId ?? null);
  const name = env.INVOICE_ISSUER_NAME ?? 'Netlease Demo B.V. (demo issuer)';
  const address = (env.INVOICE_ISSUER_ADDRESS ?? 'Herengracht 1;1015 BA Amsterdam;Netherlands')
    .split(';')
    .map((line) => line.trim())
    .filter(Boolean);
  const consumerRates = Object.fromEntries(
    (env.INVOICE_CONSUMER_VAT_RATES ?? (configured ? '' : DEMO_CONSUMER_RATES))
      .split(',')
      .filter(Boolean)
      .map((pair) => {
        const [code = '', rate = '0'] = pair.split('=');
        return [code, basisPoints(rate)] as const;
      }),
  );
  return {
    key: vatId ?? name,
    details: {
      name,
      address,
      country,
      vatId,
      registration: env.INVOICE_ISSUER_REGISTRATION ?? (configured ? null : 'KvK 00000000 (demo)'),
      email: env.INVOICE_ISSUER_EMAIL ?? (configured ? null : 'billing@netlease.demo'),
    },
    tax: { country, rateBasisPoints: basisPoints(env.INVOICE_VAT_RATE ?? '21'), consumerRates },
  };
}
