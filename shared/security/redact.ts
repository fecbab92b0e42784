// One registry of the secrets alive in this process (shared secrets, refresh and access
// tokens), so that every error message, log line and report can be scrubbed of them.
// Besides the known values, anything that looks like a credential in a URL, a form body
// or an Authorization header is masked too, in case a secret was never registered.

const live = new Set<string>();
const MASK = '[redacted]';

// Credentials shorter than this are not registered: masking "a" everywhere would mangle
// ordinary text, and no real token or secret is that short.
const MIN_SECRET_LENGTH = 6;

export function registerSecret(secret: string | undefined | null): void {
  if (typeof secret === 'string' && secret.length >= MIN_SECRET_LENGTH) live.add(secret);
}

export function forgetSecret(secret: string | undefined | null): void {
  if (typeof secret === 'string') live.delete(secret);
}

const PATTERNS: RegExp[] = [
  /\b(access_token|refresh_token|client_secret|code|password)=([^&\s"'#]+)/gi,
  /("(?:access_token|refresh_token|client_secret|clientSecret|refreshToken|password)"\s*:\s*")([^"]*)(")/gi,
  /\b(Bearer|Basic)\s+([A-Za-z0-9._~+/=-]{6,})/g,
  // user:password@ in a URL (a proxy's, a service's): the user stays, the password goes.
  /(\b[a-z][a-z0-9+.-]*:\/\/[^\s:/?#@]*):([^\s/?#@]+)@/gi,
];

/** Returns text with every live secret and every credential-looking value masked. */
export function redact(text: string): string {
  let out = text;
  // Longest first, so a secret that contains another is masked whole.
  for (const secret of [...live].sort((a, b) => b.length - a.length)) {
    out = out.split(secret).join(MASK);
    // Secrets also travel percent-encoded (form bodies, query strings) or base64'd (Basic).
    const encoded = encodeURIComponent(secret);
    if (encoded !== secret) out = out.split(encoded).join(MASK);
  }
  out = out.replace(PATTERNS[0]!, (_m, name: string) => `${name}=${MASK}`);
  out = out.replace(PATTERNS[1]!, (_m, head: string, _v: string, tail: string) => `${head}${MASK}${tail}`);
  out = out.replace(PATTERNS[2]!, (_m, scheme: string) => `${scheme} ${MASK}`);
  out = out.replace(PATTERNS[3]!, (_m, head: string) => `${head}:${MASK}@`);
  return out;
}

/** For tests: how many secrets are registered. */
export function liveSecretCount(): number {
  return live.size;
}
