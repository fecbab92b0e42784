import { describe, it, expect } from 'vitest';
import { errorMessageOf, hintFor, toApiError } from '../../../main/api/api-error.js';
import { renderMessage } from '../../../shared/i18n/index.js';
import { templatesFor } from '../../../shared/languages/index.js';

describe('errorMessageOf', () => {
  it('reads the OData error, with innererror details of a validation failure', () => {
    expect(
      errorMessageOf(401, '{"error":{"code":"","message":"Authorization has been denied for this request."}}'),
    ).toEqual({ message: 'Authorization has been denied for this request.' });
    const r = errorMessageOf(400, {
      error: {
        code: '',
        message: 'The request is invalid.',
        innererror: { message: 'value.Name : too long\r\nvalue.Value : required\r\n' },
      },
    });
    expect(r.message).toBe('The request is invalid. value.Name : too long value.Value : required');
    expect(r.detail).toBe('value.Name : too long value.Value : required');
  });
  it('reads the Web API Message body, plain text, HTML and empty bodies', () => {
    expect(
      errorMessageOf(404, '{"Message":"No HTTP resource was found that matches the request URI \'x\'."}').message,
    ).toMatch(/^No HTTP resource/);
    expect(errorMessageOf(500, 'Internal Server Error').message).toBe('Internal Server Error');
    expect(errorMessageOf(502, '<html><body><h1>Bad gateway</h1></body></html>').message).toBe('Bad gateway');
    expect(errorMessageOf(503, '').message).toBe('HTTP 503 Service Unavailable');
    expect(errorMessageOf(500, undefined).message).toBe('HTTP 500 Internal Server Error');
    expect(errorMessageOf(400, '{broken').message).toBe('{broken');
    expect(errorMessageOf(400, 'x'.repeat(1000)).message.length).toBeLessThan(310);
  });
});

describe('hints', () => {
  it('tells the user what to do for each class of status', () => {
    // A hint is a message (an `errors` id): English for the CLI, the user's language in the app.
    const said = (status: number): string => renderMessage(hintFor(status));
    expect(said(401)).toMatch(/sign in again/);
    expect(said(429)).toMatch(/slow down/);
    expect(said(414)).toMatch(/fewer keys/);
    expect(said(500)).toMatch(/retry later/);
    expect(said(503)).toMatch(/retry later/);
    expect(renderMessage(hintFor(401), templatesFor('de'))).toBe(
      'Die Anmeldung ist abgelaufen oder wurde widerrufen: Melden Sie sich erneut an.',
    );
    const e = toApiError(414, '');
    expect(e.status).toBe(414);
    expect(e.hint).toMatch(/\$filter/);
    expect(e.shownHint).toEqual({ id: 'errors:api.hint.urlTooLong' });
    expect(e).toBeInstanceOf(Error);
  });
});
