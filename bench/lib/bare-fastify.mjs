/**
 * The bare Fastify reference of the bench (goal G4, bench/RESULTS.md): the Fastify the server uses,
 * one route answering what the server's GET /api/health answers, no plugins, no hooks, no logger.
 * Plain JavaScript so nothing but node runs it, as the compiled server runs; run-bench.ts starts it
 * in its own process on 127.0.0.1 (HOST and PORT) and loads it like the server's /api/health.
 */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/api/health', async () => ({ ok: true }));
await app.listen({ host: process.env.HOST ?? '127.0.0.1', port: Number(process.env.PORT) });
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
