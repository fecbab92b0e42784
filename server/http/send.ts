// Writing a handler's Reply or a ServiceError as the service's HTTP answer, and the Reply shape itself.
import type { FastifyReply } from 'fastify';
import { ServiceError, odataBody } from './errors.js';

/** A handler's answer: what send() writes. Lives here, below /v1, so http/ never reaches up into it. */
export interface Reply {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export const JSON_TYPE = 'application/json; odata.metadata=minimal; odata.streaming=true';

export function errorReply(e: ServiceError): Reply {
  return {
    status: e.status,
    body: odataBody(e.message, e.inner),
    headers: { 'content-type': JSON_TYPE, ...e.headers },
  };
}

export function send(reply: FastifyReply, r: Reply): FastifyReply {
  reply.code(r.status);
  reply.header('odata-version', '4.0');
  for (const [k, v] of Object.entries(r.headers ?? {})) reply.header(k, v);
  if (r.body === undefined || r.status === 204) return reply.send();
  if (typeof r.body === 'string' || Buffer.isBuffer(r.body)) return reply.send(r.body);
  if (!r.headers?.['content-type']) reply.header('content-type', JSON_TYPE);
  // As bytes: Fastify would rewrite a JSON string's content type (quoting odata.metadata="minimal"
  // and adding a charset), and the service's exact `application/json; odata.metadata=minimal; ...` is documented.
  return reply.send(Buffer.from(JSON.stringify(r.body), 'utf8'));
}
