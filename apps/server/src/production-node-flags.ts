/**
 * How node runs the compiled server in production (docs/decisions/285-heap-budget.md), written out
 * in each command that starts it (apps/server/package.json start:prod, docs/deploy/); start-prod.test.ts
 * checks that they agree.
 * - `--enable-source-maps`: stack traces name the TypeScript source.
 * - `--max-old-space-size=512`: a heap budget several times what the server holds (50 to 120 MB). With
 *   no budget, V8 sizes the heap from the machine's memory and lets garbage pile up for hundreds of
 *   megabytes before collecting it; with one, it collects as it goes.
 */
export const PRODUCTION_NODE_FLAGS = ['--enable-source-maps', '--max-old-space-size=512'] as const;
