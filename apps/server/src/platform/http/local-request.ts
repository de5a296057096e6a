import type { FastifyRequest } from 'fastify';

/** The loopback addresses a local browser uses (IPv4, IPv6, and IPv4 written as IPv6). */
const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-real-ip'] as const;

/**
 * Whether the request comes from the machine running the server (the demo's own browser, an
 * operator's monitoring on the same host). `request.ip` is the socket's address (buildApp
 * configures no trusted proxy, so X-Forwarded-For cannot fake it). A proxy on this machine forwards
 * outside visitors from loopback too: the forwarding headers it adds mark those requests as not
 * local (failing closed, should a trusted proxy ever be configured).
 */
export function isLocalRequest(request: FastifyRequest): boolean {
  if (!LOOPBACK.has(request.ip)) return false;
  return FORWARDING_HEADERS.every((name) => request.headers[name] === undefined);
}
