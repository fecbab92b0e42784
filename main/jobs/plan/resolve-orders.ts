// The shop's order number -> OrderID through the service's Orders listing (service-behaviour.md:
// Order has SiteOrderID), as resolve-skus.ts does for SKUs: distinct numbers in chunks whose
// $filter stays under URL limits, each chunk one GET. An unknown or ambiguous number makes its
// rows Invalid before anything is sent (issue 32: 5,000 custom fields keyed by the shop's number).
import { engineMessage } from '../../../shared/i18n/index.js';
import { chunkAnyEq, formatQuery } from '../../../shared/odata/index.js';
import { checkAbort } from '../engine-port.js';
import {
  nextUnresolvedSkus,
  recordSkuResolutions,
  unresolvedRowsOfSkus,
  type SkuResolution,
} from '../../journal/index.js';
import type { ImportTarget } from '../target.js';
import { keyText } from '../validate/key-text.js';
import type { StageContext } from '../stage-context.js';

interface OrderRef {
  ID: number;
  SiteOrderID: string | null;
  ProfileID: number;
}

const NUMBERS_PER_ROUND = 500;

/** The verdict of one row whose order is named by `number`, among the orders that carry it. */
function resolution(
  target: ImportTarget,
  row: { seq: number; fields: string | null },
  number: string,
  all: OrderRef[],
): SkuResolution {
  const fields = JSON.parse(row.fields!) as Record<string, unknown>;
  // A ProfileID on the row (column or constant) picks among orders of several profiles.
  const matches = typeof fields.ProfileID === 'number' ? all.filter((o) => o.ProfileID === fields.ProfileID) : all;
  if (matches.length === 0)
    return {
      seq: row.seq,
      invalid: engineMessage(
        typeof fields.ProfileID === 'number' ? 'plan.unknownOrder' : 'plan.unknownOrderAnyProfile',
        {
          number,
          profile: String(fields.ProfileID),
        },
      ),
    };
  if (matches.length > 1)
    return {
      seq: row.seq,
      invalid: engineMessage('plan.ambiguousOrder', {
        number,
        orders: matches.map((o) => `${o.ID} (profile ${o.ProfileID})`).join(', '),
      }),
    };
  const o = matches[0]!;
  const resolved = { ...fields, OrderID: o.ID, ...(fields.ProfileID === undefined ? { ProfileID: o.ProfileID } : {}) };
  return { seq: row.seq, parentId: o.ID, fields: resolved, key: keyText(target.entity.keys, resolved) };
}

export async function resolveSiteOrders(ctx: StageContext): Promise<{ requests: number }> {
  const { journal, client, target, ...opts } = ctx;
  let requests = 0,
    done = 0,
    after = '';
  for (;;) {
    const numbers = nextUnresolvedSkus(journal, after, NUMBERS_PER_ROUND);
    if (numbers.length === 0) break;
    after = numbers[numbers.length - 1]!;
    const found = new Map<string, OrderRef[]>();
    checkAbort(opts.signal, 'resolve');
    await Promise.all(
      chunkAnyEq('SiteOrderID', numbers).map(async (filter) => {
        const query = formatQuery({ filter, select: ['ID', 'SiteOrderID', 'ProfileID'] });
        for await (const page of client.list<OrderRef>(`/v1/Orders?${query}`)) {
          requests++;
          for (const o of page)
            if (o.SiteOrderID !== null) found.set(o.SiteOrderID, [...(found.get(o.SiteOrderID) ?? []), o]);
        }
      }),
    );
    const rowsOf = unresolvedRowsOfSkus(journal, numbers);
    const outcomes: SkuResolution[] = [];
    for (const number of numbers)
      for (const row of rowsOf.get(number) ?? [])
        outcomes.push(resolution(target, row, number, found.get(number) ?? []));
    recordSkuResolutions(journal, outcomes);
    done += numbers.length;
    opts.onProgress?.({ stage: 'resolve', done, message: `${done} order numbers looked up` });
  }
  return { requests };
}
