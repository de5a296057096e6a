import { BlockList } from 'node:net';
import type { FastifyRequest } from 'fastify';

/** Loopback: 127.0.0.0/8, ::1, and 127.0.0.0/8 written as IPv4-mapped IPv6 (a dual-stack socket's view). */
const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');
LOOPBACK.addSubnet('::ffff:127.0.0.0', 104, 'ipv6');

const isLoopback = (ip: string) =>
  ip.includes(':')
    ? LOOPBACK.check(ip, 'ipv6')
    : /^\d+\.\d+\.\d+\.\d+$/.test(ip) && LOOPBACK.check(ip, 'ipv4');
const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-real-ip'] as const;

/**
 * Whether the request comes from the machine running the server (the demo's own browser, an
 * operator's monitoring on the same host). It reads the socket's address, never `request.ip`, which
 * a listed proxy's X-Forwarded-For sets (TRUST_PROXY). A proxy on this machine forwards outside
 * visitors from loopback too: the forwarding headers it adds mark those requests as not local.
 */
export function isLocalRequest(request: FastifyRequest): boolean {
  if (!isLoopback(request.socket.remoteAddress ?? '')) return false;
  return FORWARDING_HEADERS.every((name) => request.headers[name] === undefined);
}

/**
 * Whether the request carries a forwarding header that did not set its address: sent by a proxy
 * TRUST_PROXY does not list (or with none set), or written by the client itself. Its `request.ip` is
 * then the sender's own address.
 */
export function isForwardedUnheeded(request: FastifyRequest): boolean {
  // The headers first: `request.ip` behind a listed proxy parses X-Forwarded-For each time it is read.
  return (
    FORWARDING_HEADERS.some((name) => request.headers[name] !== undefined) &&
    request.ip === request.socket.remoteAddress
  );
}
