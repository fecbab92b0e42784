// Target and Map: the resource and operation (suggested from the headers), the column
// mapping with its unpivoted columns, constants and value maps (all editable, all one Mapping
// that the review, the run and "Save mapping" use), mapping files, and the remembered-mapping notice.
// Ctrl+Enter reviews the rows.
import { useEffect, useRef, useState } from 'react';
import type { Mapping, Operation, Resource, ResponseOf } from '../../../shared/ipc/index.js';
import { ConstantsEditor } from './ConstantsEditor.js';
import { MappingTable } from './MappingTable.js';
import { ValueMapEditor } from './ValueMapEditor.js';
import { Button } from '../a11y/Button.js';
import { LiveRegion } from '../a11y/LiveRegion.js';
import { useShortcuts } from '../a11y/useShortcuts.js';

export type Suggestion = ResponseOf<'mapping.suggest'>;

interface Props {
  suggestion: Suggestion;
  mapping: Mapping;
  busy: boolean;
  notice: string;
  onTarget(resource: Resource, operation?: Operation): void;
  onChange(m: Mapping): void;
  onSave(): void;
  onLoad(): void;
  onReview(): void;
  onBack(): void;
}

const LABEL: Record<Resource, string> = {
  DCQuantities: 'Stock quantities (DCQuantities)',
  AttributeValues: 'Product attributes (AttributeValues)',
  CustomFields: 'Order custom fields (CustomFields)',
  DistributionCenters: 'Distribution centers',
  ChannelDocuments: 'VAT invoices and credit notes (ChannelDocuments)',
};

export function MapStep({
  suggestion,
  mapping,
  busy,
  notice,
  onTarget,
  onChange,
  onSave,
  onLoad,
  onReview,
  onBack,
}: Props) {
  const target = suggestion.targets.find((t) => t.resource === mapping.resource)!;
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
  const known = { distributionCenters: suggestion.distributionCenters, attributeNames: suggestion.attributeNames };
  const scope = useRef<HTMLElement>(null);
  // Set just after the step appears, so the live region already exists and announces it.
  // The second render is the point: a screen reader announces a live region's change, not the
  // text it was created with, so this state must follow the first paint.
  const [remembered, setRemembered] = useState(false);
  // eslint-disable-next-line react-hooks/set-state-in-effect
  useEffect(() => setRemembered(suggestion.mappingSource === 'remembered'), [suggestion.mappingSource]);
  const canReview = !busy && mapping.columns.length > 0 && unchosen.length === 0;
  useShortcuts(scope, { 'Ctrl+Enter': canReview && onReview });
  return (
    <section aria-labelledby="map-title" className="step" ref={scope}>
      <h2 id="map-title" tabIndex={-1}>
        Target and mapping
      </h2>
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
      <LiveRegion className="notice">
        {remembered && 'This file has the same columns as one you imported before: its mapping was applied again.'}
      </LiveRegion>
      <LiveRegion className="notice">{notice}</LiveRegion>
      {target.resolvesSku && (
        <p className="note">
          A Sku column is looked up in the service's products and resolved to its ProductID before anything is sent.
        </p>
      )}
      <MappingTable columns={suggestion.columns} mapping={mapping} target={target} known={known} onChange={onChange} />
      <div className="extras">
        <ConstantsEditor key={mapping.resource} mapping={mapping} target={target} onChange={onChange} />
        <ValueMapEditor
          key={`${mapping.resource}-values`}
          mapping={mapping}
          target={target}
          known={known}
          onChange={onChange}
        />
      </div>
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
      <div className="actions">
        <button type="button" onClick={onBack}>
          Back
        </button>
        <Button className="primary" onClick={onReview} inactive={!canReview} aria-keyshortcuts="Control+Enter">
          Review rows
        </Button>
      </div>
    </section>
  );
}
