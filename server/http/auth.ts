// Presenting the token (service-behaviour.md): `Authorization: Bearer <token>` or
// `?access_token=<token>` on every /v1 call; a Basic header next to a query token is
// tolerated. Scopes: 'inventory' and 'orders' reach their entity sets, Profiles and
// Packages take either, and a '.readonly' scope allows GET only.

export function tokenOf(headers: Record<string, string | string[] | undefined>, search: string): string | undefined {
  const auth = headers.authorization;
  const text = Array.isArray(auth) ? auth[0] : auth;
  const bearer = text?.match(/^\s*bearer\s+(\S+)\s*$/i);
  if (bearer) return bearer[1];
  const query = new URLSearchParams(search).get('access_token');
  return query === null || query === '' ? undefined : query;
}

export function scopeAllows(scopes: string[], needed: 'inventory' | 'orders' | 'any', method: string): boolean {
  return scopes.some((s) => {
    const readonly = s.endsWith('.readonly');
    const base = readonly ? s.slice(0, -'.readonly'.length) : s;
    const reaches = needed === 'any' ? base === 'inventory' || base === 'orders' : base === needed;
    return reaches && (!readonly || method === 'GET');
  });
}
