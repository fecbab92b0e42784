// Client authentication at the token endpoint: Authorization: Basic base64(id:secret),
// RFC 2045 base64 with no spaces or line breaks, as service-spec.md 5.1 step 4 demands.
import { checkClientSecret } from './client.js';
import type { Database } from './types.js';

export type ClientAuth = { ok: true; clientId: string } | { ok: false; description: string };

const BASIC = /^Basic ([A-Za-z0-9+/]+={0,2})$/i;

export function authenticateClient(db: Database, header: string | undefined): ClientAuth {
  if (!header) {
    return { ok: false, description: 'The token request has no Authorization header; send Authorization: Basic base64(applicationId:sharedSecret).' };
  }
  const match = BASIC.exec(header);
  if (!match || match[1]!.length % 4 !== 0) {
    return { ok: false, description: 'The Authorization header must be "Basic " followed by base64(applicationId:sharedSecret), RFC 2045 base64 with no spaces or line breaks.' };
  }
  const decoded = Buffer.from(match[1]!, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon <= 0) {
    return { ok: false, description: 'The Basic credentials must decode to applicationId:sharedSecret, joined by a colon.' };
  }
  const clientId = decoded.slice(0, colon);
  if (!checkClientSecret(db, clientId, decoded.slice(colon + 1))) {
    return { ok: false, description: 'The application ID or shared secret is wrong; copy both from the developer console (credentials.json in the sandbox).' };
  }
  return { ok: true, clientId };
}
