import { describe, it, expect } from 'vitest';
import { basicAuthHeader, parseTokenError, tokenFailureToError } from '../../../main/auth/token-endpoint.js';

describe('basicAuthHeader', () => {
  it('is base64 of id:secret, colon-joined, on one line with no spaces', () => {
    const h = basicAuthHeader('my-app', 's3cr3t:with:colons');
    expect(h).toBe(`Basic ${Buffer.from('my-app:s3cr3t:with:colons').toString('base64')}`);
    expect(h.slice(6)).not.toMatch(/[\s\r\n]/);
    // exact bytes for a known pair (RFC 7617 example)
    expect(basicAuthHeader('Aladdin', 'open sesame')).toBe('Basic QWxhZGRpbjpvcGVuIHNlc2FtZQ==');
  });
  it('encodes non-ASCII as UTF-8 and long values without line breaks (RFC 2045 lines are not wrapped here)', () => {
    const long = 'x'.repeat(200);
    expect(basicAuthHeader('ü', long)).toBe(`Basic ${Buffer.from(`ü:${long}`, 'utf8').toString('base64')}`);
    expect(basicAuthHeader('ü', long)).not.toContain('\n');
  });
});

describe('parseTokenError', () => {
  it('reads OAuth JSON bodies', () => {
    expect(parseTokenError(400, '{"error":"invalid_grant","error_description":"expired"}')).toEqual({
      status: 400,
      error: 'invalid_grant',
      description: 'expired',
    });
  });
  it('reads the plain text Bad Request and empty bodies', () => {
    expect(parseTokenError(400, 'Bad Request')).toEqual({
      status: 400,
      error: 'invalid_request',
      description: 'Bad Request',
    });
    expect(parseTokenError(401, '')).toEqual({ status: 401, error: 'invalid_client' });
    expect(parseTokenError(503, '<html>down</html>')).toMatchObject({ status: 503, error: 'server_error' });
  });
  it('reads OData and Message shaped bodies', () => {
    expect(parseTokenError(500, '{"error":{"code":"","message":"boom"}}')).toEqual({
      status: 500,
      error: 'server_error',
      description: 'boom',
    });
    expect(parseTokenError(404, '{"Message":"No HTTP resource"}')).toEqual({
      status: 404,
      error: 'server_error',
      description: 'No HTTP resource',
    });
  });
});

describe('tokenFailureToError', () => {
  it('maps an invalid refresh token to sign-in-required and outages to token-endpoint', () => {
    const e1 = tokenFailureToError(parseTokenError(400, '{"error":"invalid_grant"}'), 'refresh_token');
    expect(e1.code).toBe('sign-in-required');
    expect(e1.signInRequired).toBe(true);
    expect(e1.hint).toMatch(/Sign in again/);
    expect(tokenFailureToError(parseTokenError(400, 'Bad Request'), 'refresh_token').code).toBe('sign-in-required');
    expect(tokenFailureToError(parseTokenError(502, ''), 'refresh_token').code).toBe('token-endpoint');
    expect(
      tokenFailureToError(parseTokenError(401, '{"error":"invalid_client"}'), 'authorization_code').message,
    ).toMatch(/application ID or shared secret/);
  });
});
