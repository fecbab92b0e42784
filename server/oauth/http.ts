// Response helpers shared by the OAuth routes.
import type { FastifyReply } from 'fastify';

/** Grant-screen pages: never cached, never framed (clickjacking on the consent page). */
export function sendHtml(reply: FastifyReply, status: number, html: string): FastifyReply {
  return reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('x-frame-options', 'DENY')
    .header('referrer-policy', 'no-referrer')
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'")
    .send(html);
}

/** A 302 to the (already checked) redirect URI; no-store because it carries a code or token. */
export function sendRedirect(reply: FastifyReply, location: string): FastifyReply {
  return reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer').redirect(location, 302);
}

export type OAuthErrorCode =
  'invalid_request' | 'invalid_client' | 'invalid_grant' | 'unsupported_grant_type' | 'server_error';

/** RFC 6749 section 5.2 error body. */
export function sendOAuthError(
  reply: FastifyReply,
  status: number,
  error: OAuthErrorCode,
  description: string,
): FastifyReply {
  reply.header('cache-control', 'no-store').header('pragma', 'no-cache');
  if (error === 'invalid_client') reply.header('www-authenticate', 'Basic realm="oauth2"');
  return reply.code(status).send({ error, error_description: description });
}
