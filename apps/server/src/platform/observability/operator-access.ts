import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { isLocalRequest } from '../http/local-request';

/**
 * Whether a request comes from the installation's operators (docs/PRODUCT.md "Operations"): the
 * machine itself (loopback with no forwarding header, as demo reset decides "local", decision 130)
 * or a monitoring system sending `Authorization: Bearer <METRICS_TOKEN>`. Never a browser session,
 * admins included.
 */
export function isOperatorRequest(request: FastifyRequest, metricsToken: string | undefined): boolean {
  return hasMetricsToken(request, metricsToken) || isLocalRequest(request);
}

function hasMetricsToken(request: FastifyRequest, token: string | undefined): boolean {
  // The scheme is case-insensitive (RFC 6750 §2.1).
  const sent = /^\s*Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '')?.[1];
  if (!token || !sent) return false;
  // Compared as digests: equal length, constant time.
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(sent), digest(token));
}
