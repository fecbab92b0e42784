import { describe, expect, it } from 'vitest';
import { PageGuard } from '../../../main/api/page-guard.js';
import type { UserError } from '../../../shared/errors/index.js';
import { renderShown } from '../../../shared/i18n/index.js';
import { templatesFor } from '../../../shared/languages/index.js';

const u = (skip?: number): URL => new URL(`http://x/v1/Products${skip === undefined ? '' : `?$skip=${skip}`}`);

describe('PageGuard', () => {
  it('takes new pages, and ends the list at a page of rows already read', () => {
    const g = new PageGuard(undefined);
    expect(g.check(u(), [{ ID: 1 }, { ID: 2 }], true, undefined)).toBeUndefined();
    expect(g.check(u(2), [{ ID: 3 }], true, undefined)).toBeUndefined();
    expect(g.check(u(3), [{ ID: 1 }, { ID: 2 }], true, undefined)).toBe(
      'Paging stopped at /v1/Products ($skip=3): the service answered a page of rows already read ' +
        '(as it does for a $skip past the end); taken as the end of the list after 2 page(s) and 3 row(s), each read once.',
    );
  });

  it('ends the list at an empty page that links on; an empty last page is just the end', () => {
    const g = new PageGuard(undefined);
    expect(g.check(u(), [], false, undefined)).toBeUndefined();
    expect(g.check(u(100), [], true, undefined)).toMatch(
      /^Paging stopped at \/v1\/Products \(\$skip=100\): the service answered an empty page that still links to a next one/,
    );
  });

  it('is an error when @odata.count (capped by $top) says rows are missing', () => {
    const g = new PageGuard(undefined);
    g.check(u(), [{ ID: 1 }], true, 3);
    expect(() => g.check(u(1), [{ ID: 1 }], true, 3)).toThrow(
      'The service answered /v1/Products ($skip=1) with a page of rows already read after 1 of 3 rows; stopping to avoid a loop.',
    );
    const capped = new PageGuard(1);
    capped.check(u(), [{ ID: 1 }], true, 3);
    expect(capped.check(u(1), [{ ID: 1 }], true, 3)).toMatch(/^Paging stopped/);
  });

  it("says the missing rows' error in German for the app, in English for the CLI", () => {
    const g = new PageGuard(undefined);
    g.check(u(), [{ ID: 1 }], true, 3);
    let err: UserError | undefined;
    try {
      g.check(u(5), [], true, 3);
    } catch (e) {
      err = e as UserError;
    }
    expect([err?.message, err?.hint]).toEqual([
      'The service answered /v1/Products ($skip=5) with an empty page that still links to a next one after 1 of 3 rows; stopping to avoid a loop.',
      'Export again, or narrow the query with a $filter; the rows read so far are kept.',
    ]);
    expect(renderShown(err!.shownMessage, templatesFor('de'))).toBe(
      'Der Dienst antwortete auf /v1/Products ($skip=5) nach 1 von 3 Zeilen mit einer leeren Seite, die noch auf eine nächste ' +
        'verweist; das Lesen wird angehalten, um eine Endlosschleife zu vermeiden.',
    );
  });
});
