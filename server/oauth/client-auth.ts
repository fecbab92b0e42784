// Client authentication at the token endpoint: Authorization: Basic base64(id:secret),
// RFC 2045 base64 with no spaces or line breaks, as service-spec.md 5.1 step 4 demands.
// Unless strict, an ID and secret form-urlencoded before Base64 (RFC 6749 2.3.1, as
// oauth4webapi and simple-oauth2 send them: '-' as %2D) are accepted too, as the real service does.
import { checkClientSecret } from '../storage/oauth-clients.js';
import type { Database } from './types.js';

export type ClientAuth = { ok: true; clientId: string } | { ok: false; description: string };

const BASIC = /^Basic ([A-Za-z0-9+/]+={0,2})$/i;

/** application/x-www-form-urlencoded decoding of one credential (RFC 6749 2.3.1); null when malformed. */
function formDecode(text: string): string | null {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return null;
  }
}

export function authenticateClient(db: Database, header: string | undefined, strict = false): ClientAuth {
  if (!header) {
    return {
      ok: false,
      description:
        'The token request has no Authorization header; send Authorization: Basic base64(applicationId:sharedSecret).',
    };
  }
  const match = BASIC.exec(header);
  if (!match || match[1]!.length % 4 !== 0) {
    return {
      ok: false,
      description:
        'The Authorization header must be "Basic " followed by base64(applicationId:sharedSecret), RFC 2045 base64 with no spaces or line breaks.',
    };
  }
  const decoded = Buffer.from(match[1]!, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon <= 0) {
    return {
      ok: false,
      description: 'The Basic credentials must decode to applicationId:sharedSecret, joined by a colon.',
    };
  }
  const rawId = decoded.slice(0, colon);
  const rawSecret = decoded.slice(colon + 1);
  if (checkClientSecret(db, rawId, rawSecret)) return { ok: true, clientId: rawId };
  const clientId = strict ? null : formDecode(rawId);
  const secret = strict ? null : formDecode(rawSecret);
  if (clientId === null || secret === null || !checkClientSecret(db, clientId, secret)) {
    return {
      ok: false,
      description:
        'The application ID or shared secret is wrong; copy both from the developer console (credentials.json in the sandbox).',
    };
  }
  return { ok: true, clientId };
}
