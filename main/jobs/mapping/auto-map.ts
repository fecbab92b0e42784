// Suggests a mapping for a header row: exact field names, then wide-layout columns, then
// synonyms, then fuzzy matches; every suggestion is checked against sample values (a
// quantity column must hold integers) and carries a confidence the UI can show.
import { engineMessage } from '../../../shared/i18n/index.js';
import { fieldOf } from '../../../shared/resources/index.js';
import type { ImportOperation, ImportTarget } from '../target.js';
import type { ColumnMapping, MappingFile } from './mapping-file.js';
import { checkSamples } from './check-samples.js';
import type { ColumnSuggestion } from './column-suggestion.js';
import { dcForHeader, type KnownDc } from './dc-headers.js';
import { defaultValueMaps } from './default-value-maps.js';
import type { DecimalSeparator } from './guess-decimal.js';
import { dice, normaliseHeader } from './similarity.js';
import { fieldForHeader } from './field-names.js';
import { DC_COLUMN, SYNONYMS } from './synonyms.js';

export type { ColumnSuggestion, MatchKind } from './column-suggestion.js';

export interface AutoMapOptions {
  operation?: ImportOperation;
  /** Known distribution centers, so a header named after one ('Berlin', 'Lager CH-FBA') unpivots to its ID. */
  distributionCenters?: KnownDc[] | undefined;
  /** Custom field names learnt from the user's mappings (name -> FieldID; field-names.ts). */
  customFieldNames?: Record<string, string> | undefined;
  /** Attribute names the products already carry, so a column named after one unpivots to it. */
  attributeNames?: string[] | undefined;
  /**
   * `export --keys` only: it reads, so every column left over names an attribute to read. An
   * import never takes a column for an attribute the products do not carry (issue 32).
   */
  leftoverColumnsAreAttributes?: boolean;
  /** Minimum Dice score for a fuzzy match. */
  fuzzyThreshold?: number;
  /** How the file writes numbers, so a sample such as '34,00' is checked as the run will read it. */
  decimal?: DecimalSeparator | undefined;
  /** Value maps the run will apply besides the automatic ones (a remembered or given mapping's own). */
  valueMaps?: Record<string, Record<string, string>> | undefined;
}

export interface AutoMapResult {
  mapping: MappingFile;
  suggestions: ColumnSuggestion[];
}

/** Fields a column may feed for this target. */
export function candidateFields(target: ImportTarget): string[] {
  return [...target.entity.fields.map((f) => f.name), ...target.extraFields];
}

function firstMatch(
  header: string,
  target: ImportTarget,
  fields: string[],
  opts: AutoMapOptions,
): Omit<ColumnSuggestion, 'column' | 'index'> {
  const norm = normaliseHeader(header);
  if (!norm) return { confidence: 0, via: 'none' };
  const exact = fields.find((f) => normaliseHeader(f) === norm);
  if (exact) return { field: exact, confidence: 1, via: 'exact' };

  // Runs of spaces as one: DC_COLUMN and FIELD_COLUMN put \s* on both sides of optional
  // parts, which backtracks quadratically over a long run of spaces (issue 25).
  const spaced = header.replace(/\s+/g, ' ');
  if (target.dcField !== undefined && target.unpivotKey === target.dcField) {
    const m = DC_COLUMN.exec(spaced);
    if (m)
      return {
        unpivot: { key: 'DistributionCenterID', value: String(Number(m[1])) },
        confidence: 0.85,
        via: 'unpivot',
      };
    const named = dcForHeader(header, opts.distributionCenters ?? []);
    if (named)
      return { unpivot: { key: 'DistributionCenterID', value: String(named.id) }, confidence: 0.8, via: 'unpivot' };
  }
  if (target.customFieldKey !== undefined && target.unpivotKey === target.customFieldKey) {
    const field = fieldForHeader(spaced, opts.customFieldNames); // 'Field 201', or a learnt name ('GiftMessage')
    if (field) return { unpivot: { key: 'FieldID', value: field }, confidence: 0.85, via: 'unpivot' };
  }

  const synonym = fields.find((f) => SYNONYMS[f]?.includes(norm) || target.headerWords?.[f]?.includes(norm));
  if (synonym) return { field: synonym, confidence: 0.9, via: 'synonym' };

  let best: { field: string; score: number } | undefined;
  for (const f of fields) {
    for (const word of [normaliseHeader(f), ...(SYNONYMS[f] ?? [])]) {
      const score = dice(norm, word);
      if (!best || score > best.score) best = { field: f, score };
    }
  }
  if (best && best.score >= (opts.fuzzyThreshold ?? 0.75)) {
    return { field: best.field, confidence: Math.round(best.score * 80) / 100, via: 'fuzzy' };
  }
  return { confidence: 0, via: 'none' };
}

/**
 * A result workbook's Failed rows sheet ends with Row and Message columns of its own: a
 * re-import of the fixed sheet reads the input's columns only.
 */
function dropResultColumns(headers: string[], suggestions: ColumnSuggestion[]): void {
  const n = headers.length;
  if (n >= 2 && headers[n - 2]?.trim() === 'Row' && headers[n - 1]?.trim() === 'Message') {
    for (const s of suggestions.slice(n - 2)) {
      s.warning = engineMessage('mapping.resultColumn', { column: s.column });
      delete s.field;
      delete s.unpivot;
      s.via = 'none';
      s.confidence = 0;
    }
  }
}

/**
 * A field only the service sets (IsDeleted, IsExternallyManaged, DeletedDateUtc) can be sent by
 * no operation: a list export carries it, and mapping it would make every row of that export
 * Invalid when imported back. Leave the column unmapped, and say so.
 */
function dropServiceOnlyFields(target: ImportTarget, suggestions: ColumnSuggestion[]): void {
  for (const s of suggestions) {
    const def = s.field ? fieldOf(target.entity, s.field) : undefined;
    if (def && !def.key && def.onCreate === 'never' && !def.patchable) {
      s.warning = engineMessage('mapping.serviceOnly', { column: s.column, field: s.field! });
      delete s.field;
      s.via = 'none';
      s.confidence = 0;
    }
  }
}

/** One column per field: keep the most confident, demote the rest; ProductID beats Sku, OrderID SiteOrderID. */
function oneColumnPerField(suggestions: ColumnSuggestion[]): Map<string, ColumnSuggestion> {
  const byField = new Map<string, ColumnSuggestion>();
  for (const s of [...suggestions].sort((a, b) => b.confidence - a.confidence)) {
    if (!s.field) continue;
    if (byField.has(s.field)) {
      s.warning = engineMessage('mapping.alsoLooksLike', {
        column: s.column,
        field: s.field,
        other: byField.get(s.field)!.column,
      });
      delete s.field;
      s.via = 'none';
      s.confidence = 0;
    } else byField.set(s.field, s);
  }
  for (const [id, text] of [
    ['ProductID', 'Sku'],
    ['OrderID', 'SiteOrderID'],
  ] as const) {
    if (!byField.has(id) || !byField.has(text)) continue;
    // Both present: the internal ID is exact, the SKU (shop order number) would cost a lookup.
    const sku = byField.get(text)!;
    sku.warning = engineMessage('mapping.notNeeded', { column: sku.column, other: byField.get(id)!.column, field: id });
    delete sku.field;
    sku.via = 'none';
  }
  return byField;
}

/**
 * headers: the header row; samples: a few data rows (cells in header order).
 * Each field is given to at most one column, the most confident one.
 */
export function autoMap(
  target: ImportTarget,
  headers: string[],
  samples: string[][],
  opts: AutoMapOptions = {},
): AutoMapResult {
  const operation = opts.operation ?? target.defaultOperation;
  const fields = candidateFields(target);
  const suggestions: ColumnSuggestion[] = headers.map((column, index) => ({
    column,
    index,
    ...firstMatch(column, target, fields, opts),
  }));
  dropResultColumns(headers, suggestions);
  dropServiceOnlyFields(target, suggestions);
  // Samples are read as the run reads them: through the value maps and with the file's decimal separator.
  const readingMaps = defaultValueMaps({ has: () => true }, opts.distributionCenters, opts.customFieldNames);
  for (const [field, own] of Object.entries(opts.valueMaps ?? {}))
    readingMaps[field] = { ...readingMaps[field], ...own };
  checkSamples(target, suggestions, samples, {
    ...(opts.decimal ? { decimal: opts.decimal } : {}),
    valueMaps: readingMaps,
  });
  const byField = oneColumnPerField(suggestions);
  if (target.attributeNameField !== undefined && target.unpivotKey === target.attributeNameField)
    attributeColumns(suggestions, byField, opts.attributeNames, opts.leftoverColumnsAreAttributes === true);

  const columns: ColumnMapping[] = suggestions
    .filter((s) => s.field || s.unpivot)
    .map((s) =>
      s.field
        ? { column: s.column, field: s.field, blank: 'skip' as const }
        : { column: s.column, unpivot: s.unpivot!, blank: 'skip' as const },
    );
  // A column that names warehouses, document types or custom fields gets a value map to their IDs.
  const valueMaps = defaultValueMaps(byField, opts.distributionCenters, opts.customFieldNames);
  return {
    mapping: { version: 1, resource: target.resource, operation, columns, constants: {}, valueMaps },
    suggestions,
  };
}

/**
 * AttributeValues in a wide layout (one column per attribute). With the attribute names the
 * products already carry, a column named after one unpivots to it (spelt as the service
 * spells it). A mapping never invents: a column that names no known attribute is left out,
 * said why, and creating an attribute from it takes the user's word (a mapping entry, or a
 * choice on the Map step). Issue 32: a stock export's 'DC 0'...'DC 4' became attributes.
 */
function attributeColumns(
  suggestions: ColumnSuggestion[],
  byField: Map<string, ColumnSuggestion>,
  known: string[] | undefined,
  takeLeftovers: boolean,
): void {
  if (byField.has('Value')) return; // a long layout: Name and Value columns
  const byNorm = new Map((known ?? []).map((n) => [normaliseHeader(n), n]));
  const free = (s: ColumnSuggestion) => s.via === 'none' && s.column.trim() !== '' && !s.warning;
  const name = byField.get('Name');
  const matches = suggestions.filter((s) => (free(s) || s === name) && byNorm.has(normaliseHeader(s.column)));
  if (name && !matches.includes(name)) {
    if (byNorm.size === 0 || matches.length === 0) return; // Name without Value: leave it to validation to say
    // A 'Name' column beside attribute columns is the product's name, not the attribute's.
    name.warning = engineMessage('mapping.productName', { column: name.column });
    delete name.field;
    name.via = 'none';
    name.confidence = 0;
    byField.delete('Name');
  }
  for (const s of matches) {
    Object.assign(s, {
      unpivot: { key: 'Name', value: byNorm.get(normaliseHeader(s.column))! },
      confidence: 0.9,
      via: 'unpivot' as const,
    });
    delete s.field;
    delete s.warning;
  }
  if (name && matches.length === 0) return;
  if (takeLeftovers && matches.length === 0) {
    for (const s of suggestions.filter(free))
      Object.assign(s, { unpivot: { key: 'Name', value: s.column.trim() }, confidence: 0.6, via: 'unpivot' as const });
    return;
  }
  const names = [...byNorm.values()];
  const why =
    known === undefined
      ? engineMessage('mapping.namesNotRead')
      : names.length > 0
        ? engineMessage('mapping.noSuchAttributeOf', {
            names: `${names.slice(0, 8).join(', ')}${names.length > 8 ? ', ...' : ''}`,
          })
        : engineMessage('mapping.noSuchAttribute');
  for (const s of suggestions.filter(free)) s.warning = engineMessage('mapping.leftOut', { column: s.column, why });
}
