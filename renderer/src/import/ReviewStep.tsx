// Review: all rows in a virtualized grid, filter to problems, fix in place, the pre-flight
// read (before/after per row, Unchanged count) and the plan line, then Send. F8 / Shift+F8
// go to the next / previous row with a problem, Ctrl+Enter checks current values and
// Ctrl+Shift+Enter sends.
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAction } from '../hooks.js';
import { useEngineText } from '../i18n/index.js';
import { Button } from '../a11y/Button.js';
import { LiveRegion } from '../a11y/LiveRegion.js';
import { useShortcuts } from '../a11y/useShortcuts.js';
import { FindReplace } from './FindReplace.js';
import { PlanSummary, ReviewControls, useReviewSession } from './ReviewParts.js';
import { ReviewGrid, type ReviewGridHandle } from './ReviewGrid.js';
import { lastFixText } from './review-notes.js';
import { CheckLine, checkSettled } from './ReviewCheck.js';
import { BaselineLine } from './BaselineLine.js';
import { ReviewDetail } from './ReviewDetail.js';
import { ReasonGroups, useReviewFilter } from './ReviewReasons.js';
import type { ReviewRow } from '../../../shared/ipc/index.js';

interface Props {
  sessionId: string;
  headers: string[];
  onBack(): void;
  onSend(): void;
}

export function ReviewStep({ sessionId, headers, onBack, onSend }: Props) {
  const { t } = useTranslation('import');
  const engine = useEngineText();
  // F8 found no row with a problem: said until the next F8 finds one.
  const [noProblems, setNoProblems] = useState(false);
  const [detail, setDetail] = useState<ReviewRow | null>(null);
  const { busy, error, run } = useAction();
  const scope = useRef<HTMLElement>(null);
  const grid = useRef<ReviewGridHandle>(null);
  const { state, version, plan, lastFix, lastEdit, onEdit, preflight, onReplaced } = useReviewSession(sessionId, run);
  const { filter, reason, setFilter, pick, total } = useReviewFilter(state);
  const ready = Boolean(state?.complete) && !busy;
  // Send is the main button only once the service check has said what will fail (or plainly
  // could not); pressed while the check runs, main waits for it and still stops on a guardrail.
  const checked = checkSettled(state);
  const nextProblem = (direction: 1 | -1) =>
    void grid.current?.nextProblem(direction).then((found) => setNoProblems(!found));
  useShortcuts(scope, {
    F8: () => nextProblem(1),
    'Shift+F8': () => nextProblem(-1),
    'Ctrl+Enter': ready && preflight,
    'Ctrl+Shift+Enter': ready && onSend,
  });

  return (
    <section aria-labelledby="review-title" className="step" ref={scope}>
      <h2 id="review-title" tabIndex={-1}>
        {t('review.title')}
      </h2>
      <ReviewControls state={state} filter={filter} onFilter={setFilter} />
      <BaselineLine state={state} />
      <CheckLine state={state} />
      <ReasonGroups state={state} reason={reason} onPick={pick} />
      <ReviewGrid
        sessionId={sessionId}
        headers={headers}
        filter={filter}
        reason={reason}
        total={total}
        version={version}
        planned={Boolean(state?.planned && plan)}
        onEdit={onEdit}
        handle={grid}
        onActiveRow={setDetail}
      />
      <ReviewDetail row={detail} />
      <p className="note">{t('review.keysHint')}</p>
      <FindReplace
        sessionId={sessionId}
        headers={headers}
        busy={busy}
        lastEdit={lastEdit}
        run={run}
        onReplaced={onReplaced}
      />
      <LiveRegion label={t('review.lastFix')}>{lastFixText(t, lastFix, engine.message)}</LiveRegion>
      <LiveRegion>{noProblems ? t('review.noProblems') : ''}</LiveRegion>
      <PlanSummary plan={plan} state={state} />
      <LiveRegion role="alert" className="error">
        {[state?.error, error].filter(Boolean).join(' ')}
      </LiveRegion>
      <div className="actions">
        <button type="button" onClick={onBack}>
          {t('review.back')}
        </button>
        <Button onClick={preflight} inactive={!ready} aria-keyshortcuts="Control+Enter">
          {t('review.check')}
        </Button>
        <Button
          className={checked ? 'primary' : undefined}
          onClick={onSend}
          inactive={!ready}
          aria-keyshortcuts="Control+Shift+Enter"
        >
          {t('review.send')}
        </Button>
      </div>
    </section>
  );
}
