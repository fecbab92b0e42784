// Issue 10, "a POST of an AttributeValue whose Name has characters outside Latin-1 answers 500
// ERR_INVALID_CHAR": the Location header carries the key percent-encoded as RFC 3986 section
// 2.1 wants (UTF-8 octets as %XX), alone and inside $batch (service-spec.md 4.2, 4.9), in
// both modes. The stored name and the mutation key keep the real characters.
import { describe, expect, it } from 'vitest';
import type { SandboxHandle } from '../../../server/index.js';
import { call, curlBatch, multipartParts, mutations, NW, part, sandboxForSuite, wrap } from '../../support/index.js';

const NAMES = ['日本', 'Größe 🎉'];
const ENCODED: Record<string, string> = {
  日本: "Name='%E6%97%A5%E6%9C%AC'",
  'Größe 🎉': "Name='Gr%C3%B6%C3%9Fe%20%F0%9F%8E%89'",
};

describe.each([false, true])('Location of a created AttributeValue (RFC 3986 2.1), strict: %s', (strict) => {
  let s: SandboxHandle;
  let token: string;
  sandboxForSuite({ strict, seedProducts: 20 }, (started, t) => {
    s = started;
    token = t;
  });

  it.each(NAMES)('POST /v1/AttributeValues with Name %s answers 201 and an ASCII Location', async (name) => {
    const r = await call(s, token, 'POST', '/v1/AttributeValues', {
      ProductID: 1000002,
      ProfileID: NW,
      Name: name,
      Value: 'x',
    });
    expect(r.status).toBe(201);
    expect(r.headers.get('location')).toBe(`${s.url}/v1/AttributeValues(${ENCODED[name]},ProductID=1000002)`);
    expect(r.json.Name).toBe(name);
    // The Location answers the entity it names.
    const back = await call(s, token, 'GET', new URL(r.headers.get('location')!).pathname);
    expect(back.status).toBe(200);
    expect(back.json.Value).toBe('x');
    expect((await mutations(s))[`AttributeValues(Name='${name}',ProductID=1000002)`]).toBe(1);
  });

  it('the same POST inside $batch answers 201 with the encoded Location in its part (4.9)', async () => {
    const body = wrap([
      part(1, 'POST', `${s.url}/v1/AttributeValues`, { ProductID: 1000003, ProfileID: NW, Name: '日本', Value: 'y' }),
    ]);
    const answer = await curlBatch(s.url, body, { token });
    expect(answer.status).toBe(200);
    expect(multipartParts(answer.text).map((p) => p.status)).toEqual([201]);
    expect(answer.text).toContain(`Location: ${s.url}/v1/AttributeValues(${ENCODED['日本']},ProductID=1000003)\r\n`);
  });
});
