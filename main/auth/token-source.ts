// What an API client needs from a connection: a fresh access token, and a way to say one was
// refused so the next call refreshes. It lives here, below main/api (api --> auth), so that
// TokenManager can implement it without main/auth importing main/api; main/api/types.ts
// re-exports it for the client's callers.
export interface TokenSource {
  getAccessToken(): Promise<string>;
  invalidate(token: string): void;
}
