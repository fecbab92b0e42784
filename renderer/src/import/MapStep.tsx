// Target and Map: the resource and operation (suggested from the headers), the column
// mapping with its unpivoted columns, constants and value maps (all editable, all one Mapping
// that the review, the run and "Save mapping" use), mapping files, and the remembered-mapping notice.
// Ctrl+Enter reviews the rows.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Mapping, Operation, Resource } from '../../../shared/ipc/index.js';
import { ConstantsEditor } from './ConstantsEditor.js';
import { MappingTable } from './MappingTable.js';
import { ValueMapEditor } from './ValueMapEditor.js';
import { ClearMarkerField } from './ClearMarkerField.js';
import { DocumentsFolder } from './DocumentsFolder.js';
import { CoverageNotes, TargetControls, coverage, type Suggestion } from './MapParts.js';
import { Button } from '../a11y/Button.js';
import { LiveRegion } from '../a11y/LiveRegion.js';
import { useShortcuts } from '../a11y/useShortcuts.js';

export type { Suggestion };

interface Props {
  suggestion: Suggestion;
  mapping: Mapping;
  busy: boolean;
  notice: string;
  /** The folder of files a sheet's file column names (a target fact: readsFiles) (null: the sheet's own folder). */
  documentsFolder: string | null;
  onPickFolder(): void;
  onTarget(resource: Resource, operation?: Operation): void;
  onChange(m: Mapping): void;
  onSave(): void;
  onLoad(): void;
  onReview(): void;
  onBack(): void;
}

export function MapStep({
  suggestion,
  mapping,
  busy,
  notice,
  documentsFolder,
  onPickFolder,
  onTarget,
  onChange,
  onSave,
  onLoad,
  onReview,
  onBack,
}: Props) {
  const { t } = useTranslation('import');
  const target = suggestion.targets.find((t) => t.resource === mapping.resource)!;
  const cover = coverage(suggestion, mapping, target);
  const known = { distributionCenters: suggestion.distributionCenters, attributeNames: suggestion.attributeNames };
  const scope = useRef<HTMLElement>(null);
  // Set just after the step appears, so the live region already exists and announces it.
  // The second render is the point: a screen reader announces a live region's change, not the
  // text it was created with, so this state must follow the first paint.
  const [remembered, setRemembered] = useState(false);
  // eslint-disable-next-line react-hooks/set-state-in-effect
  useEffect(() => setRemembered(suggestion.mappingSource === 'remembered'), [suggestion.mappingSource]);
  const canReview = !busy && mapping.columns.length > 0 && cover.unchosen.length === 0;
  useShortcuts(scope, { 'Ctrl+Enter': canReview && onReview });
  return (
    <section aria-labelledby="map-title" className="step" ref={scope}>
      <h2 id="map-title" tabIndex={-1}>
        {t('map.title')}
      </h2>
      <TargetControls
        suggestion={suggestion}
        mapping={mapping}
        target={target}
        busy={busy}
        onTarget={onTarget}
        onChange={onChange}
        onSave={onSave}
        onLoad={onLoad}
      />
      <LiveRegion className="notice">{remembered && t('map.remembered')}</LiveRegion>
      <LiveRegion className="notice">{notice}</LiveRegion>
      {target.resolvesSku && <p className="note">{t('map.resolvesSku')}</p>}
      <MappingTable columns={suggestion.columns} mapping={mapping} target={target} known={known} onChange={onChange} />
      {/* Beside the mapping of the File column, before "Review rows": the review reads the PDFs from it. */}
      {target.readsFiles && <DocumentsFolder folder={documentsFolder} busy={busy} onPick={onPickFolder} />}
      <ClearMarkerField mapping={mapping} onChange={onChange} />
      <div className="extras">
        <ConstantsEditor key={mapping.resource} mapping={mapping} target={target} onChange={onChange} />
        <ValueMapEditor
          key={`${mapping.resource}-values`}
          mapping={mapping}
          target={target}
          known={known}
          columns={suggestion.columns}
          onChange={onChange}
        />
      </div>
      <CoverageNotes mapping={mapping} target={target} cover={cover} />
      <div className="actions">
        <button type="button" onClick={onBack}>
          {t('map.back')}
        </button>
        <Button className="primary" onClick={onReview} inactive={!canReview} aria-keyshortcuts="Control+Enter">
          {t('map.reviewRows')}
        </Button>
      </div>
    </section>
  );
}
