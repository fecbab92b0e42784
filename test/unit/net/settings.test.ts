// Issue 27: which proxy a request takes: the environment (upper and lower case, NO_PROXY),
// --proxy and a connection's setting winning over it, 'none', and the built-in sandbox never.
import { describe, expect, it } from 'vitest';
import { bypassedByNoProxy, chooseProxy, DIRECT, layerSettings } from '../../../main/net/index.js';
import { parseProxyUrl, proxyForDisplay } from '../../../main/net/proxy-url.js';
import { redact } from '../../../shared/security/index.js';

const https = new URL('https://api.example.com/v1');
const http = new URL('http://10.1.2.3:8123/v1');

describe('chooseProxy', () => {
  it('reads HTTPS_PROXY for https and HTTP_PROXY for http, lower case first', () => {
    const env = { HTTPS_PROXY: 'http://upper:1', https_proxy: 'http://lower:2', HTTP_PROXY: 'http://plain:3' };
    expect(chooseProxy(https, { env })).toEqual({ url: 'http://lower:2', source: 'https_proxy' });
    expect(chooseProxy(http, { env })).toEqual({ url: 'http://plain:3', source: 'HTTP_PROXY' });
    expect(chooseProxy(https, { env: { HTTP_PROXY: 'http://plain:3' } })?.source).toBe('HTTP_PROXY');
    expect(chooseProxy(https, { env: {} })).toBeNull();
  });

  it('honours NO_PROXY: hosts, domains, ports and *', () => {
    const env = (noProxy: string) => ({ HTTPS_PROXY: 'http://p:1', HTTP_PROXY: 'http://p:1', no_proxy: noProxy });
    expect(chooseProxy(https, { env: env('example.com') })).toBeNull();
    expect(chooseProxy(https, { env: env('.example.com') })).toBeNull();
    expect(chooseProxy(https, { env: env('other.com, localhost') })).not.toBeNull();
    expect(chooseProxy(http, { env: env('10.1.2.3:8123') })).toBeNull();
    expect(chooseProxy(http, { env: env('10.1.2.3:9999') })).not.toBeNull();
    expect(chooseProxy(https, { env: env('*') })).toBeNull();
    expect(bypassedByNoProxy(new URL('https://notexample.com'), 'example.com')).toBe(false);
  });

  it('an explicit proxy or none wins over the environment, the first layer over later ones', () => {
    const env = { HTTPS_PROXY: 'http://env:1' };
    const flags = { proxy: 'http://flag:2', proxySource: '--proxy' };
    const connection = { proxy: 'http://conn:3', proxySource: "the connection's proxy setting" };
    expect(chooseProxy(https, { ...layerSettings(flags, connection), env })?.url).toBe('http://flag:2');
    expect(chooseProxy(https, { ...layerSettings(undefined, connection), env })?.source).toBe(
      "the connection's proxy setting",
    );
    expect(chooseProxy(https, { ...layerSettings({ proxy: 'none' }, connection), env })).toBeNull();
    expect(chooseProxy(https, { ...DIRECT, env })).toBeNull();
  });

  it('never takes a proxy of the environment for this machine (issue 39), an explicit one still wins', () => {
    const env = { HTTPS_PROXY: 'http://env:1', HTTP_PROXY: 'http://env:1' };
    for (const target of ['http://127.0.0.1:8123', 'http://localhost:80/v1', 'https://[::1]:443', 'http://127.9.9.9'])
      expect(chooseProxy(new URL(target), { env }), target).toBeNull();
    expect(chooseProxy(new URL('http://127.0.0.1:8123'), { proxy: 'http://flag:2', env })?.url).toBe('http://flag:2');
    expect(chooseProxy(new URL('http://localhost.example.com'), { env })?.url).toBe('http://env:1');
  });

  it('layers company certificates from every layer', () => {
    expect(layerSettings({ caFiles: ['a.pem'], caSource: '--ca-file' }, { caFiles: ['b.pem'] })).toMatchObject({
      caFiles: ['a.pem', 'b.pem'],
      caSource: '--ca-file',
    });
  });
});

describe('proxy URLs', () => {
  it('keeps credentials out of every text: display drops them, redaction masks the password', () => {
    const url = parseProxyUrl('http://alice:S3cret-Proxy%21@proxy.corp:3128', '--proxy');
    expect(proxyForDisplay(url)).toBe('http://proxy.corp:3128');
    expect(redact('failed with S3cret-Proxy! and S3cret-Proxy%21')).not.toMatch(/S3cret/);
  });

  it('masks user:password@ in any URL a text holds, keeping the user', () => {
    expect(redact('via http://alice:Not-Registered-9@proxy.corp:3128 failed')).toBe(
      'via http://alice:[redacted]@proxy.corp:3128 failed',
    );
    expect(redact('see https://svc.example/a@b and http://host:8080/x')).toBe(
      'see https://svc.example/a@b and http://host:8080/x',
    );
  });

  it('takes host:port as http, refuses other schemes naming the setting, never the value', () => {
    expect(parseProxyUrl('proxy.corp:8080', 'HTTPS_PROXY').href).toBe('http://proxy.corp:8080/');
    expect(() => parseProxyUrl('socks5://u:Hidden-123@p:1080', 'HTTPS_PROXY')).toThrow(/HTTPS_PROXY/);
    try {
      parseProxyUrl('socks5://u:Hidden-123@p:1080', 'HTTPS_PROXY');
    } catch (e) {
      expect(String((e as Error).message)).not.toContain('Hidden-123');
    }
  });

  it('a password with reserved characters typed as they are: the percent-encoding hint, the password masked (issue 41)', () => {
    // '@' and ':' alone parse (the last '@' ends the user part); '#', '/' or '?' do not.
    expect(decodeURIComponent(parseProxyUrl('http://u:p@ss:w@proxy.corp:3128', 'HTTPS_PROXY').password)).toBe('p@ss:w');
    for (const raw of ['http://u:Typed@w:rd#41@proxy.corp:3128', 'http://u:12/Typed-34@proxy.corp:3128']) {
      let error: Error | undefined;
      try {
        parseProxyUrl(raw, 'HTTPS_PROXY');
      } catch (e) {
        error = e as Error;
      }
      expect(error?.message).toBe(
        'The proxy address in HTTPS_PROXY is not a valid URL: its user name or password holds a character that must be percent-encoded in a URL.',
      );
      expect((error as Error & { hint: string }).hint).toContain('@ as %40, : as %3A, # as %23');
      expect(redact(`tried ${raw.slice(raw.indexOf(':', 5) + 1, raw.lastIndexOf('@'))}`)).not.toMatch(/Typed/);
    }
    expect(() => parseProxyUrl('http://proxy corp:3128', 'HTTPS_PROXY')).toThrow(
      /^The proxy address in HTTPS_PROXY is not a valid URL\.$/,
    );
  });
});
