// The sandbox answers only requests addressed to itself by a loopback name: Host 127.0.0.1,
// localhost or [::1] with its port. A web page on another name that resolves to 127.0.0.1
// (DNS rebinding) would otherwise reach /admin/* and /v1 from the user's browser.
import type { FastifyInstance } from 'fastify';
import type { IncomingHttpHeaders } from 'node:http';
import { ServiceError } from './errors.js';
import { errorReply, send } from './send.js';

const LOOPBACK_NAMES = ['127.0.0.1', 'localhost', '[::1]'];

/** The Host values the sandbox answers on `port`. */
export function allowedHosts(port: string): string[] {
  return LOOPBACK_NAMES.map((name) => `${name}:${port}`);
}

/** Null when `host` addresses the sandbox on `port`, else the 421 to answer. */
export function hostRefusal(host: string | undefined, port: string): ServiceError | null {
  const allowed = allowedHosts(port);
  if (host !== undefined && allowed.includes(host.toLowerCase())) return null;
  const shown = host === undefined ? 'no Host header' : `the Host '${host.slice(0, 100)}'`;
  return new ServiceError(
    421,
    `This sandbox answers only requests addressed to ${allowed.join(', ')}; ${shown} is refused (a protection against DNS rebinding). Use the address the sandbox printed.`,
  );
}

/**
 * Registers the check for every request but the $batch parts the sandbox injects itself
 * (`isOwnPart`): they carry whatever Host their part or the injector gives them.
 */
export function checkHost(
  app: FastifyInstance,
  baseUrl: () => string,
  isOwnPart: (headers: IncomingHttpHeaders) => boolean,
): void {
  app.addHook('onRequest', async (req, reply) => {
    if (isOwnPart(req.headers)) return;
    const refusal = hostRefusal(req.headers.host, new URL(baseUrl()).port);
    if (refusal) return send(reply, errorReply(refusal));
  });
}
