import { expect } from 'vitest';
import { AUDIT_TARGET_TYPES } from '@netlease/shared/audit';
import { test } from '../../../test/server-test';
import { targetNamers } from './audit.queries';

/**
 * Every kind of object the audit log records is named by the domain that owns it (docs/PRODUCT.md
 * "Audit log"): once the server is built, each target type has a lookup, so no record shows a bare id
 * because its domain forgot to register (docs/decisions/266).
 */
test('every audit target type has a namer once the server is built', async ({ app }) => {
  expect(app.routeTable.length).toBeGreaterThan(0);
  const named = Object.keys(targetNamers());
  expect(AUDIT_TARGET_TYPES.filter((type) => !named.includes(type))).toEqual([]);
});
