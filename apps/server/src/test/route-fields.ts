import { expect } from 'vitest';
import { generate } from 'otplib';
import type { z } from 'zod';
import type { TestApp } from './test-app';
import { signInAs, TEST_PASSWORD } from './factories';
import type { ApiClient } from './api-client';

/**
 * Helpers of the quality suites that send something to every route: a signed-in caller for each
 * access level a route declares, and the text fields of every route's contract.
 */

/** One client per access level of the route table, so each request gets past the access check. */
export async function callersByAccess(t: TestApp): Promise<Record<string, ApiClient>> {
  return {
    public: t.client(),
    user: (await signInAs(t, { role: 'leaser' })).client,
    monetizer: (await signInAs(t, { role: 'monetizer' })).client,
    staff: (await signInAs(t, { role: 'staff' })).client,
    admin: (await signInAs(t, { role: 'admin' })).client,
    'pending-mfa': await passwordOnlyWithMfa(t),
  };
}

/** A user with MFA on who has typed the password and not yet the code (the second sign-in step). */
async function passwordOnlyWithMfa(t: TestApp): Promise<ApiClient> {
  const { user, client } = await signInAs(t, { role: 'leaser' });
  const enrollment = await client.post('/api/mfa/enroll');
  const epoch = Math.floor(t.clock.now().getTime() / 1000);
  const code = await generate({ secret: enrollment.body.secret as string, epoch });
  expect((await client.post('/api/mfa/confirm', { code })).status).toBe(200);
  const pending = t.client();
  const signIn = await pending.post('/api/auth/login', { email: user.email, password: TEST_PASSWORD });
  expect(signIn.body.mfaRequired).toBe(true);
  return pending;
}

/**
 * A step of the way from a request part to one text field: a property, any item of an array, any
 * value of a record, or any key of a record.
 */
export type FieldStep = string | { item: true } | { recordValue: true } | { recordKey: true };

export interface TextField {
  method: string;
  url: string;
  part: 'body' | 'querystring';
  steps: FieldStep[];
  /** The field's own string schema, with its checks. */
  schema: z.ZodType;
  /** The string format the field's schema demands ('uuid', 'email'), if any. */
  format: string | undefined;
  /** The whole schema of the request part. */
  partSchema: z.ZodType;
}

/** 'card.holderName', 'features[]', 'details{}', 'details{key}': how a field is named in lists. */
export const fieldName = (steps: FieldStep[]) =>
  steps
    .map((step) =>
      typeof step === 'string' ? `.${step}` : 'item' in step ? '[]' : 'recordValue' in step ? '{}' : '{key}',
    )
    .join('')
    .replace(/^\./, '');

interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  options?: z.ZodType[];
  element?: z.ZodType;
  keyType?: z.ZodType;
  valueType?: z.ZodType;
  left?: z.ZodType;
  right?: z.ZodType;
  getter?: () => z.ZodType;
  format?: string;
}
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** Every string a schema takes, wherever it sits (objects, unions, arrays, records, pipes, wrappers). */
function collectStrings(
  schema: z.ZodType,
  steps: FieldStep[],
  found: Map<string, TextField>,
  base: TextField,
) {
  const def = defOf(schema);
  const visit = (inner: z.ZodType | undefined, next: FieldStep[] = steps) => {
    if (inner) collectStrings(inner, next, found, base);
  };
  switch (def.type) {
    case 'string': {
      const name = fieldName(steps);
      if (!found.has(name)) found.set(name, { ...base, steps, schema, format: def.format });
      return;
    }
    case 'object':
      for (const [key, value] of Object.entries(def.shape ?? {})) visit(value, [...steps, key]);
      return;
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return visit(def.innerType);
    case 'pipe':
      visit(def.in);
      return visit(def.out);
    case 'union':
      for (const option of def.options ?? []) visit(option);
      return;
    case 'array':
      return visit(def.element, [...steps, { item: true }]);
    case 'record':
      visit(def.keyType, [...steps, { recordKey: true }]);
      return visit(def.valueType, [...steps, { recordValue: true }]);
    case 'intersection':
      visit(def.left);
      return visit(def.right);
    case 'lazy':
      return visit(def.getter?.());
    default:
      return;
  }
}

/**
 * The text fields of every route's JSON body and query string, read from the zod schemas the routes
 * declare (the shared contracts), so a field added to a contract is in the list without anyone
 * adding it. The browser tests' own routes (/api/test/) are left out.
 */
export function textFieldsOfRoutes(routeTable: TestApp['routeTable']): TextField[] {
  const fields: TextField[] = [];
  for (const route of routeTable) {
    if (route.url.startsWith('/api/test/')) continue;
    const schema = (route.schema ?? {}) as { body?: z.ZodType; querystring?: z.ZodType };
    for (const part of ['body', 'querystring'] as const) {
      const partSchema = schema[part];
      if (!partSchema) continue;
      const found = new Map<string, TextField>();
      const base = {
        method: route.method,
        url: route.url,
        part,
        steps: [],
        schema: partSchema,
        format: undefined,
        partSchema,
      };
      collectStrings(partSchema, [], found, base);
      fields.push(...found.values());
    }
  }
  return fields;
}

/** A request part holding `value` at the field (an array item twice, a record value under 'sample'). */
export function partWithValue(steps: FieldStep[], value: string): unknown {
  const [step, ...rest] = steps;
  if (step === undefined) return value;
  if (typeof step === 'string') return { [step]: partWithValue(rest, value) };
  if ('item' in step) return [partWithValue(rest, value), partWithValue(rest, value)];
  if ('recordValue' in step) return { sample: partWithValue(rest, value) };
  return { [value]: 'sample' };
}

/** The body path a refusal of the field names: its steps, with an item as 0 and a record value as 'sample'. */
export function issuePath(steps: FieldStep[]): string {
  return steps.map((step) => (typeof step === 'string' ? step : 'item' in step ? '0' : 'sample')).join('.');
}
