import { AuthError } from './errors.js';
import { registerSecret } from '../../shared/security/index.js';
import { refreshAccessToken, type TokenResponse } from './token-endpoint.js';
import type { TokenSource } from './token-source.js';
import { checkServiceAddress } from './service-address.js';
import { NetworkError, type HttpDispatcher } from '../net/index.js';

export type ConnectionState = 'ready' | 'refreshing' | 'sign-in-required';

export interface TokenManagerOptions {
  baseUrl: string;
  clientId: string;
  clientSecret?: string; // absent for the implicit flow
  refreshToken?: string; // absent for the implicit flow
  /** Refresh this long before the access token expires (default 60 s, capped at a fifth of the lifetime). */
  refreshSkewMs?: number;
  now?: () => number;
  dispatcher?: HttpDispatcher;
  /** Transient token endpoint failures are retried this often before giving up (default 3). */
  refreshAttempts?: number;
  /** Seam for tests and for other grant types: defaults to refreshAccessToken over undici. */
  refresh?: (refreshToken: string) => Promise<TokenResponse>;
  onStateChange?: (state: ConnectionState, error?: AuthError) => void;
  sleep?: (ms: number) => Promise<void>;
}

/**
 * Keeps one connection's access token fresh. Every caller in flight shares one refresh;
 * a refused refresh token moves the connection to 'sign-in-required' and every later
 * call rejects with the same AuthError until a new sign-in supplies tokens, so callers
 * keep their queued work and resume after the user signs in again.
 */
export class TokenManager implements TokenSource {
  private accessToken: string | undefined;
  private expiresAt = 0;
  private lifetimeMs = 0;
  private refreshToken: string | undefined;
  private inFlight: Promise<string> | undefined;
  private failure: AuthError | undefined;
  private currentState: ConnectionState = 'ready';
  private readonly now: () => number;
  private readonly sleep: (ms: number) => Promise<void>;

  constructor(private readonly opts: TokenManagerOptions) {
    // Every connection (CLI file, saved, app, sandbox) gets its tokens here: refused before
    // any byte is sent when the address would carry them readable over the network.
    checkServiceAddress(opts.baseUrl);
    this.now = opts.now ?? Date.now;
    this.sleep = opts.sleep ?? ((ms) => new Promise((r) => setTimeout(r, ms)));
    this.refreshToken = opts.refreshToken || undefined;
    registerSecret(opts.clientSecret);
    registerSecret(opts.refreshToken);
  }

  get state(): ConnectionState {
    return this.currentState;
  }

  /** True when a refresh token exists, so the session outlives the access token. */
  get canRefresh(): boolean {
    return this.refreshToken !== undefined;
  }

  /** Seconds until the current access token expires (0 when there is none). */
  expiresInSeconds(): number {
    return this.accessToken ? Math.max(0, Math.floor((this.expiresAt - this.now()) / 1000)) : 0;
  }

  /** Installs tokens from a sign-in (code exchange or implicit redirect) and leaves 'sign-in-required'. */
  setTokens(tokens: { accessToken: string; expiresIn: number; refreshToken?: string }): void {
    registerSecret(tokens.accessToken);
    this.accessToken = tokens.accessToken;
    this.lifetimeMs = tokens.expiresIn * 1000;
    this.expiresAt = this.now() + this.lifetimeMs;
    // Never replace a good refresh token with nothing: a refresh (5.2) returns none.
    if (tokens.refreshToken) {
      registerSecret(tokens.refreshToken);
      this.refreshToken = tokens.refreshToken;
    }
    this.failure = undefined;
    this.setState('ready');
  }

  async getAccessToken(): Promise<string> {
    if (this.failure) throw this.failure;
    if (this.accessToken && this.now() < this.expiresAt - this.skewMs()) return this.accessToken;
    this.inFlight ??= this.doRefresh().finally(() => {
      this.inFlight = undefined;
    });
    return this.inFlight;
  }

  invalidate(token: string): void {
    // Only the token that failed is dropped: a caller holding an older token must not throw
    // away the fresh one another caller just obtained.
    if (token === this.accessToken) {
      // The retired token stays registered with redact(): it may still sit in an error
      // text or a URL that is logged later.
      this.accessToken = undefined;
      this.expiresAt = 0;
    }
  }

  private skewMs(): number {
    // A fifth of the lifetime at most, so short-lived tokens (the sandbox's --token-ttl 5)
    // are still used for most of their life instead of being refreshed on every call.
    return Math.min(this.opts.refreshSkewMs ?? 60_000, this.lifetimeMs / 5);
  }

  private async doRefresh(): Promise<string> {
    if (!this.refreshToken || !this.opts.clientSecret) {
      const err = !this.opts.clientSecret
        ? new AuthError('session-expired', { id: 'errors:auth.implicitExpired' }, { id: 'errors:auth.queuedKeptHint' })
        : new AuthError('sign-in-required', { id: 'errors:auth.nothingStored' }, { id: 'errors:auth.queuedKeptHint' });
      this.fail(err);
      throw err;
    }
    this.setState('refreshing');
    const attempts = this.opts.refreshAttempts ?? 3;
    const refresh =
      this.opts.refresh ??
      ((rt: string) =>
        refreshAccessToken({
          baseUrl: this.opts.baseUrl,
          clientId: this.opts.clientId,
          clientSecret: this.opts.clientSecret!,
          refreshToken: rt,
          ...(this.opts.dispatcher ? { dispatcher: this.opts.dispatcher } : {}),
        }));
    for (let attempt = 1; ; attempt++) {
      try {
        const tokens = await refresh(this.refreshToken);
        this.setTokens(tokens);
        return tokens.accessToken;
      } catch (err) {
        if (err instanceof NetworkError) {
          // The refresh token was never judged: the connection stays ready for the next try.
          if (err.transient && attempt < attempts) {
            await this.sleep(Math.min(8000, 500 * 2 ** attempt) * (0.5 + Math.random() / 2));
            continue;
          }
          this.setState('ready');
          throw err;
        }
        const authErr =
          err instanceof AuthError
            ? err
            : new AuthError(
                'token-endpoint',
                { id: 'errors:auth.refreshFailed', params: { reason: (err as Error).message } },
                { id: 'errors:auth.refreshFailedHint' },
              );
        if (authErr.code === 'token-endpoint' && attempt < attempts) {
          await this.sleep(Math.min(8000, 500 * 2 ** attempt) * (0.5 + Math.random() / 2));
          continue;
        }
        if (authErr.code === 'token-endpoint') {
          this.setState('ready'); // the refresh token may still be good: the next call tries again
        } else {
          this.fail(authErr);
        }
        throw authErr;
      }
    }
  }

  private fail(err: AuthError): void {
    this.failure = err;
    this.accessToken = undefined;
    this.expiresAt = 0;
    this.setState('sign-in-required', err);
  }

  private setState(state: ConnectionState, err?: AuthError): void {
    if (state === this.currentState) return;
    this.currentState = state;
    this.opts.onStateChange?.(state, err);
  }
}
