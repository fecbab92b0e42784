// mapping.*: the resource suggested from the headers, the engine's auto-mapping (or the
// mapping remembered for this header layout), sample values per column; mapping files.
import {
  loadMappingFile,
  saveMappingFile,
  suggestResource,
  targetInfo,
  prepareImport,
  IMPORT_RESOURCES,
  type ImportResource,
  readServiceNames,
  type ServiceNames,
} from '../../jobs/index.js';
import { openSheet, previewSheet } from '../../sheets/index.js';
import type { AppContext } from '../context.js';
import type { HandlersOf } from './types.js';

const SAMPLES = 5;
/** Rows read for the suggestion, and the ones read for the values a column holds (value maps). */
const SUGGEST_ROWS = 50;
const VALUE_ROWS = 1000;
const MAX_VALUES = 200;

/** A column's distinct non-blank values as the file writes them (first spelling), or undefined past MAX_VALUES. */
function distinctValues(rows: string[][], index: number): string[] | undefined {
  const seen = new Map<string, string>();
  for (const row of rows) {
    const v = (row[index] ?? '').trim();
    if (v === '' || seen.has(v.toLowerCase())) continue;
    if (seen.size === MAX_VALUES) return undefined;
    seen.set(v.toLowerCase(), v);
  }
  return [...seen.values()];
}

const withValues = (values: string[] | undefined) => (values ? { values } : {});

export function mappingHandlers(ctx: AppContext): HandlersOf<'mapping.'> {
  return {
    'mapping.suggest': async ({ file, sheet, headerRow, resource, operation }) => {
      const path = ctx.files.resolve(file, 'file');
      const sheetOpts = { ...(sheet ? { sheet } : {}), ...(headerRow ? { headerRow } : {}) };
      const source = await openSheet(path, sheetOpts);
      await source.close();
      const preview = await previewSheet(path, {
        sheet: source.sheet,
        headerRow: source.headerRowNumber,
        rows: VALUE_ROWS,
      });
      const dataRows = preview.rows.filter((r) => r.rowNumber > source.headerRowNumber).map((r) => r.cells);
      const samples = dataRows.slice(0, SUGGEST_ROWS);
      const suggested = suggestResource(source.headers, samples);
      const remembered = IMPORT_RESOURCES.find((r) => ctx.mappings.get(source.headers, r));
      const chosen: ImportResource = resource ?? remembered ?? suggested;
      // The connection's DCs and attribute names, so warehouse and attribute columns map by themselves.
      const names: ServiceNames = await Promise.resolve()
        .then(() => readServiceNames(ctx.connections.client().client, chosen))
        .catch(() => ({ requests: 0 }));
      const prepared = await prepareImport({
        file: path,
        resource: chosen,
        ...(operation ? { operation } : {}),
        sheet: source.sheet,
        headerRow: source.headerRowNumber,
        store: ctx.mappings,
        autoMap: {
          ...(names.distributionCenters ? { distributionCenters: names.distributionCenters } : {}),
          ...(names.attributeNames ? { attributeNames: names.attributeNames } : {}),
        },
      });
      return {
        resource: chosen,
        operation: prepared.mapping.operation,
        suggestedResource: suggested,
        targets: IMPORT_RESOURCES.map(targetInfo),
        columns: prepared.suggestions.map((s) => ({
          ...s,
          ...withValues(distinctValues(dataRows, s.index)),
          samples: samples
            .map((row) => row[s.index] ?? '')
            .filter((v) => v.trim() !== '')
            .slice(0, SAMPLES),
        })),
        mapping: { ...prepared.mapping, sheet: source.sheet, headerRow: source.headerRowNumber },
        mappingSource: prepared.mappingSource === 'remembered' ? ('remembered' as const) : ('automatic' as const),
        decimalSource: prepared.decimalSource,
        // Offered on the Map step for DC columns, value maps and attribute columns.
        ...(names.distributionCenters
          ? {
              distributionCenters: names.distributionCenters.map((dc) => ({
                id: dc.id,
                name: dc.name ?? null,
                code: dc.code ?? null,
              })),
            }
          : {}),
        ...(names.attributeNames ? { attributeNames: names.attributeNames } : {}),
      };
    },
    'mapping.save': async ({ mapping, target: token }) => {
      const target =
        ctx.files.resolveOptional(token, 'save') ??
        (await ctx.deps.saveAs(`${mapping.resource.toLowerCase()}-mapping.json`, [
          { name: 'Mapping', extensions: ['json'] },
        ]));
      if (!target) return { path: null };
      await saveMappingFile(target, mapping);
      return { path: target };
    },
    'mapping.load': async ({ file }) => {
      const source = ctx.files.resolveOptional(file, 'file') ?? (await ctx.deps.pickFile('mapping'));
      if (!source) return { path: null, mapping: null };
      return { path: source, mapping: await loadMappingFile(source) };
    },
  };
}
