import type { IncomingMessage, Server } from 'node:http';

/**
 * How long a kept-alive connection may sit idle before the server closes it. Node's default is
 * 5 s, and a client reusing a connection just as the server closes it gets ECONNRESET on a request
 * it cannot safely retry (a POST): HTTP clients drop idle connections about a second before the
 * server's advertised timeout, so a client whose event loop lags by that much (a busy machine)
 * sends into the closing socket. A load balancer in front (AWS ALB: 60 s idle) makes the same race
 * from its side unless the app outlasts it, hence the usual 65 s.
 */
export const IDLE_CONNECTION_MS = 65_000;

/**
 * Raises the accepting server's keep-alive timeout the first time a request passes. `next start`
 * creates the server itself (its --keepAliveTimeout flag would have to be repeated by every script
 * and host that starts the app); the front door sees every request. Node reads the value when each
 * response finishes (the idle timer) and when the next one starts (its Keep-Alive header).
 */
export function keepIdleConnectionsOpen(req: IncomingMessage): void {
  const server = (req.socket as { server?: Server }).server;
  if (server && server.keepAliveTimeout < IDLE_CONNECTION_MS) server.keepAliveTimeout = IDLE_CONNECTION_MS;
}
