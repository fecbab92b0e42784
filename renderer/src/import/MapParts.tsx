// The pieces of the Map step: the target row (resource, operation, decimal separator and the
// mapping-file buttons), what the mapping leaves out, and the notes that say so.
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { Mapping, Operation, Resource, ResponseOf, TargetInfo } from '../../../shared/ipc/index.js';
import { fmtNumber } from '../i18n/index.js';
import { Button } from '../a11y/Button.js';

/** What main suggests for a file; defined here, below MapStep, so MapStep can import these parts. */
export type Suggestion = ResponseOf<'mapping.suggest'>;

/** main's reason for the decimal separator it guessed (main/jobs/mapping/guess-decimal.ts), in the UI language. */
function decimalReason(reason: string, t: TFunction<'import'>): string {
  const reasons: Record<string, string> = {
    'XLSX numbers are stored as numbers': t('map.decimalWhy.xlsx'),
    "guessed from numbers with a decimal point in the first rows (the ';' delimiter notwithstanding)": t(
      'map.decimalWhy.pointDespiteSemicolon',
    ),
    "guessed from the ';' delimiter": t('map.decimalWhy.semicolon'),
    'guessed from numbers with a decimal comma in the first rows': t('map.decimalWhy.comma'),
    'guessed: the first rows hold both, most likely a decimal point': t('map.decimalWhy.both'),
    'the default': t('map.decimalWhy.default'),
    'from the mapping': t('map.decimalWhy.mapping'),
    'given (--decimal)': t('map.decimalWhy.given'),
  };
  return reasons[reason] ?? reason;
}

/** Each resource as the UI names it (the first screen's templates and samples too). */
export function resourceLabels(t: TFunction<'import'>): Record<Resource, string> {
  return {
    DCQuantities: t('resource.DCQuantities'),
    AttributeValues: t('resource.AttributeValues'),
    CustomFields: t('resource.CustomFields'),
    DistributionCenters: t('resource.DistributionCenters'),
    ChannelDocuments: t('resource.ChannelDocuments'),
  };
}

export function operationLabels(t: TFunction<'import'>): Record<Operation, string> {
  return {
    upsert: t('operation.upsert'),
    update: t('operation.update'),
    delete: t('operation.delete'),
    create: t('operation.create'),
  };
}

interface TargetProps {
  suggestion: Suggestion;
  mapping: Mapping;
  target: TargetInfo;
  busy: boolean;
  onTarget(resource: Resource, operation?: Operation): void;
  onChange(m: Mapping): void;
  onSave(): void;
  onLoad(): void;
}

export function TargetControls({ suggestion, mapping, target, busy, onTarget, onChange, onSave, onLoad }: TargetProps) {
  const { t } = useTranslation('import');
  const resources = resourceLabels(t);
  const operations = operationLabels(t);
  const suggested = ` ${t('map.suggested')}`;
  return (
    <div className="row-controls">
      <label>
        {t('map.resource')}{' '}
        <select
          aria-label={t('map.resource')}
          value={mapping.resource}
          onChange={(e) => onTarget(e.target.value as Resource)}
        >
          {suggestion.targets.map((s) => (
            <option key={s.resource} value={s.resource}>
              {resources[s.resource]}
              {s.resource === suggestion.suggestedResource ? suggested : ''}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('map.operation')}{' '}
        <select
          aria-label={t('map.operation')}
          value={mapping.operation}
          onChange={(e) => onTarget(mapping.resource, e.target.value as Operation)}
        >
          {target.operations.map((o) => (
            <option key={o} value={o}>
              {operations[o]}
              {o === target.defaultOperation ? suggested : ''}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('map.decimal')}{' '}
        <select
          aria-label={t('map.decimal')}
          aria-describedby="decimal-source"
          value={mapping.decimal ?? '.'}
          onChange={(e) => onChange({ ...mapping, decimal: e.target.value as '.' | ',' })}
        >
          <option value=".">{t('map.decimalPoint')}</option>
          <option value=",">{t('map.decimalComma')}</option>
        </select>{' '}
        <span id="decimal-source" className="note">
          {mapping.decimal === suggestion.mapping.decimal && suggestion.decimalSource
            ? decimalReason(suggestion.decimalSource, t)
            : t('map.decimalChosen')}
        </span>
      </label>
      <Button onClick={onLoad} inactive={busy}>
        {t('map.load')}
      </Button>
      <Button onClick={onSave} inactive={busy}>
        {t('map.save')}
      </Button>
    </div>
  );
}

/** What the mapping leaves out: keys no column feeds, columns it ignores, unpivots with no key. */
export function coverage(suggestion: Suggestion, mapping: Mapping, target: TargetInfo) {
  const lookup = target.lookup;
  const keys = target.fields.filter((f) => f.key && f.name !== lookup?.field).map((f) => f.name);
  const fed = new Set(
    mapping.columns
      .flatMap((c) => (c.field ? [c.field] : c.unpivot ? [c.unpivot.key] : []))
      .concat(Object.keys(mapping.constants)),
  );
  const missing = keys.filter((k) => !fed.has(k) && !(lookup && k === lookup.idField && fed.has(lookup.field)));
  // No column left behind: every column the mapping does not read is named here before anything is sent.
  const read = new Set(mapping.columns.map((c) => c.column));
  const ignored = suggestion.columns.filter((c) => !read.has(c.column));
  const unpivoted = mapping.columns.filter((c) => c.unpivot).length;
  // A column taken into the unpivot by hand has no DC (attribute, field) until one is chosen.
  const unchosen = mapping.columns.filter((c) => c.unpivot && c.unpivot.value.trim() === '').map((c) => c.column);
  return { missing, ignored, unpivoted, unchosen };
}

interface CoverageProps {
  mapping: Mapping;
  target: TargetInfo;
  cover: ReturnType<typeof coverage>;
}

export function CoverageNotes({ mapping, target, cover }: CoverageProps) {
  const { t } = useTranslation('import');
  const { missing, ignored, unpivoted, unchosen } = cover;
  const mapped = mapping.columns.length - unpivoted;
  const names = ignored.map((c) => c.column || t('column.unnamed', { n: c.index + 1 })).join(', ');
  return (
    <>
      <p className="note" role="note" aria-label={t('cover.label')}>
        {t('cover.summary', {
          mapped: t('cover.mapped', { count: mapped, n: fmtNumber(mapped) }),
          unpivoted: t('cover.unpivoted', {
            count: unpivoted,
            n: fmtNumber(unpivoted),
            key: target.unpivotKey ?? t('cover.key'),
          }),
          ignored: ignored.length === 0 ? t('cover.noneIgnored') : t('cover.ignored', { columns: names }),
        })}
      </p>
      {missing.length > 0 && (
        <p className="warning" role="note">
          {t('cover.missing', { fields: missing.join(', ') })}
        </p>
      )}
      {unchosen.length > 0 && (
        <p className="warning" role="note">
          {t('cover.unchosen', { key: target.unpivotKey, columns: unchosen.join(', ') })}
        </p>
      )}
    </>
  );
}
