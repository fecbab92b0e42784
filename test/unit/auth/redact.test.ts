import { describe, it, expect } from 'vitest';
import { redact, registerSecret, forgetSecret } from '../../../shared/security/redact.js';
import { AuthError } from '../../../main/auth/errors.js';

describe('redact', () => {
  it('masks registered secrets, raw and percent-encoded', () => {
    registerSecret('S3cret+Value/1');
    expect(redact('failed with S3cret+Value/1 and S3cret%2BValue%2F1')).toBe('failed with [redacted] and [redacted]');
    forgetSecret('S3cret+Value/1');
    expect(redact('x S3cret+Value/1')).toBe('x S3cret+Value/1');
  });
  it('masks credential-looking values it was never told about', () => {
    expect(redact('GET /v1/X?access_token=abc.def&$top=1')).toBe('GET /v1/X?access_token=[redacted]&$top=1');
    expect(redact('grant_type=refresh_token&refresh_token=zzz')).toBe(
      'grant_type=refresh_token&refresh_token=[redacted]',
    );
    expect(redact('{"clientSecret":"abc","refreshToken":"def"}')).toBe(
      '{"clientSecret":"[redacted]","refreshToken":"[redacted]"}',
    );
    expect(redact('Authorization: Bearer eyJhbGciOi.abc')).toBe('Authorization: Bearer [redacted]');
    expect(redact('Authorization: Basic QWxhZGRpbjpvcGVuIHNlc2FtZQ==')).toBe('Authorization: Basic [redacted]');
  });
  it('ignores values too short to be secrets', () => {
    registerSecret('a');
    expect(redact('a banana')).toBe('a banana');
  });
  it('is applied to AuthError messages', () => {
    registerSecret('planted-secret-42');
    const e = new AuthError('token-endpoint', 'boom planted-secret-42', 'hint planted-secret-42');
    expect(e.message).not.toContain('planted-secret-42');
    expect(e.hint).not.toContain('planted-secret-42');
    forgetSecret('planted-secret-42');
  });
});
