import { randomBytes } from 'node:crypto';
import type { TestProject } from 'vitest/node';
import { createPgliteTemplate, createPostgresTemplate, removeTemplates } from './test-databases';

declare module 'vitest' {
  export interface ProvidedContext {
    testRunId: string;
  }
}

/** Migrates the run's template databases once; every test file starts from a copy of them. */
export default async function setup(project: TestProject) {
  const runId = randomBytes(4).toString('hex');
  project.provide('testRunId', runId);
  await createPgliteTemplate(runId);
  if (process.env.DATABASE_URL) await createPostgresTemplate(runId);
  return () => removeTemplates(runId);
}
