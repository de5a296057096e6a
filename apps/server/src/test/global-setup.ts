import { randomBytes } from 'node:crypto';
import type { TestProject } from 'vitest/node';
import { createPgliteTemplate, createPostgresTemplate, removeTemplates } from './test-databases';

declare module 'vitest' {
  export interface ProvidedContext {
    testRunId: string;
  }
}

// The server projects of vitest.config.ts (PGlite, and PostgreSQL with DATABASE_URL) run this setup,
// in the one main process: they share one run and its templates (migrated once, not once per
// project), which the last of them to end removes. The unit projects run without it.
let run: Promise<string> | undefined;
let projectsRunning = 0;

/** Migrates the run's template databases once; every test file starts from a copy of them. */
export default async function setup(project: TestProject) {
  projectsRunning += 1;
  run ??= (async () => {
    const runId = randomBytes(4).toString('hex');
    await createPgliteTemplate(runId);
    if (process.env.DATABASE_URL) await createPostgresTemplate(runId);
    return runId;
  })();
  const runId = await run;
  project.provide('testRunId', runId);
  return async () => {
    projectsRunning -= 1;
    if (projectsRunning === 0) await removeTemplates(runId);
  };
}
