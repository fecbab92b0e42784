// The app's two-step plan for one workbook (issue 45): a sheet named DistributionCenters and
// a stock sheet (DCQuantities-shaped: a product, a center by Code or name, a quantity) are
// offered as "create the centers, then import the stock". The offer is an ordinary Plan run
// by the same dryRunPlan/runPlan as `plan run`, so the app holds no second copy of the plan
// logic; only the plan file is made here instead of read from disk.
import { createHash } from 'node:crypto';
import { stat } from 'node:fs/promises';
import { basename, extname, join } from 'node:path';
import { openSheet, xlsxSheetNames } from '../sheets/index.js';
import type { Plan, PlanStep } from './plan-file.js';

export interface WorkbookOffer {
  centersSheet: string;
  stockSheet: string;
  /** The stock sheet's column that names the center, and the centers' column it matches. */
  reference: { column: string; by: 'Code' | 'Name' };
  plan: Plan;
}

const norm = (h: string): string => h.toLowerCase().replace(/[^a-z0-9]/g, '');
const PRODUCT = new Set(['sku', 'productid', 'product']);
const QUANTITY = new Set(['qty', 'quantity', 'onhand', 'stock', 'quantityonhand']);
const BY_CODE = new Set(['dccode', 'dc', 'code', 'distributioncentercode', 'centercode']);
const BY_NAME = new Set(['dcname', 'distributioncentername', 'centername']);

/** The stock sheet's center column and what it matches, when its headers are DCQuantities-shaped. */
function stockShape(headers: string[]): WorkbookOffer['reference'] | null {
  const n = headers.map(norm);
  if (!n.some((h) => PRODUCT.has(h)) || !n.some((h) => QUANTITY.has(h))) return null;
  const code = n.findIndex((h) => BY_CODE.has(h));
  if (code >= 0) return { column: headers[code]!, by: 'Code' };
  const name = n.findIndex((h) => BY_NAME.has(h));
  return name >= 0 ? { column: headers[name]!, by: 'Name' } : null;
}

async function headersOf(file: string, sheet: string): Promise<string[]> {
  try {
    return (await openSheet(file, { sheet })).headers;
  } catch {
    return []; // an unreadable or empty sheet is simply not a stock sheet
  }
}

/**
 * The two-step plan for `file`, or null when it is not such a workbook. `planDir` is where
 * the plan's state is keyed (one per workbook path); its text holds the workbook's size and
 * time, so a changed workbook is a new plan, not the resume of an old one.
 */
export async function workbookOffer(file: string, planDir: string): Promise<WorkbookOffer | null> {
  if (extname(file).toLowerCase() !== '.xlsx') return null;
  const sheets = await xlsxSheetNames(file);
  const centersSheet = sheets.find((s) => s.toLowerCase() === 'distributioncenters');
  if (!centersSheet) return null;
  for (const stockSheet of sheets.filter((s) => s !== centersSheet)) {
    const reference = stockShape(await headersOf(file, stockSheet));
    if (!reference) continue;
    const base = { file, dependsOn: [], stopOnError: true, references: [], options: {} };
    const steps: PlanStep[] = [
      { ...base, id: 'centers', sheet: centersSheet, resource: 'DistributionCenters' },
      {
        ...base,
        id: 'stock',
        sheet: stockSheet,
        resource: 'DCQuantities',
        dependsOn: ['centers'],
        references: [{ column: reference.column, step: 'centers', by: reference.by, into: 'DC' }],
      },
    ];
    const { size, mtimeMs } = await stat(file);
    const text = JSON.stringify({ file, size, mtimeMs, steps });
    const key = createHash('sha256').update(file).digest('hex').slice(0, 8);
    const path = join(planDir, `${basename(file, extname(file))}-${key}.plan.json`);
    return { centersSheet, stockSheet, reference, plan: { path, text, steps } };
  }
  return null;
}
