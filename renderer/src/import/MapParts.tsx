// The pieces of the Map step: the target row (resource, operation, decimal separator and the
// mapping-file buttons), what the mapping leaves out, and the notes that say so.
import type { Mapping, Operation, Resource, ResponseOf, TargetInfo } from '../../../shared/ipc/index.js';
import { Button } from '../a11y/Button.js';

/** What main suggests for a file; defined here, below MapStep, so MapStep can import these parts. */
export type Suggestion = ResponseOf<'mapping.suggest'>;

const LABEL: Record<Resource, string> = {
  DCQuantities: 'Stock quantities (DCQuantities)',
  AttributeValues: 'Product attributes (AttributeValues)',
  CustomFields: 'Order custom fields (CustomFields)',
  DistributionCenters: 'Distribution centers',
  ChannelDocuments: 'VAT invoices and credit notes (ChannelDocuments)',
};

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
  return (
    <div className="row-controls">
      <label>
        Resource{' '}
        <select aria-label="Resource" value={mapping.resource} onChange={(e) => onTarget(e.target.value as Resource)}>
          {suggestion.targets.map((t) => (
            <option key={t.resource} value={t.resource}>
              {LABEL[t.resource]}
              {t.resource === suggestion.suggestedResource ? ' (suggested)' : ''}
            </option>
          ))}
        </select>
      </label>
      <label>
        Operation{' '}
        <select
          aria-label="Operation"
          value={mapping.operation}
          onChange={(e) => onTarget(mapping.resource, e.target.value as Operation)}
        >
          {target.operations.map((o) => (
            <option key={o} value={o}>
              {o}
              {o === target.defaultOperation ? ' (suggested)' : ''}
            </option>
          ))}
        </select>
      </label>
      <label>
        Decimal separator{' '}
        <select
          aria-label="Decimal separator"
          aria-describedby="decimal-source"
          value={mapping.decimal ?? '.'}
          onChange={(e) => onChange({ ...mapping, decimal: e.target.value as '.' | ',' })}
        >
          <option value=".">. (point: 48.137)</option>
          <option value=",">, (comma: 48,137)</option>
        </select>{' '}
        <span id="decimal-source" className="note">
          {mapping.decimal === suggestion.mapping.decimal && suggestion.decimalSource
            ? suggestion.decimalSource
            : 'chosen here; saved with the mapping'}
        </span>
      </label>
      <Button onClick={onLoad} inactive={busy}>
        Load mapping…
      </Button>
      <Button onClick={onSave} inactive={busy}>
        Save mapping…
      </Button>
    </div>
  );
}

/** What the mapping leaves out: keys no column feeds, columns it ignores, unpivots with no key. */
export function coverage(suggestion: Suggestion, mapping: Mapping, target: TargetInfo) {
  const keys = target.fields.filter((f) => f.key && f.name !== 'Sku').map((f) => f.name);
  const fed = new Set(
    mapping.columns
      .flatMap((c) => (c.field ? [c.field] : c.unpivot ? [c.unpivot.key] : []))
      .concat(Object.keys(mapping.constants)),
  );
  const missing = keys.filter((k) => !fed.has(k) && !(k === 'ProductID' && fed.has('Sku')));
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
  const { missing, ignored, unpivoted, unchosen } = cover;
  return (
    <>
      <p className="note" role="note" aria-label="Columns accounted for">
        {mapping.columns.length - unpivoted} {mapping.columns.length - unpivoted === 1 ? 'column' : 'columns'} mapped to
        fields, {unpivoted} {unpivoted === 1 ? 'column' : 'columns'} with one {target.unpivotKey ?? 'key'} each,{' '}
        {ignored.length === 0
          ? 'none ignored.'
          : `ignored: ${ignored.map((c) => c.column || `(column ${c.index + 1})`).join(', ')}.`}
      </p>
      {missing.length > 0 && (
        <p className="warning" role="note">
          Not mapped yet: {missing.join(', ')}. Every row needs its key.
        </p>
      )}
      {unchosen.length > 0 && (
        <p className="warning" role="note">
          Choose the {target.unpivotKey} of: {unchosen.join(', ')}.
        </p>
      )}
    </>
  );
}
