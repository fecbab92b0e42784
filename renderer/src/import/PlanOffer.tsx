// The two-step plan offered beside the normal import (issue 45): a workbook with a
// DistributionCenters sheet and a stock sheet can create the centers, then import the stock
// with the IDs the service gave them. Main plans and runs it through main/plans (the code of
// `plan run`); this part only shows the offer, the dry run, a refusal, and each step's outcome.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlanOffer as Offer, PlanStepResult, ResponseOf, SheetPreview } from '../../../shared/ipc/index.js';
import { Button } from '../a11y/Button.js';
import { LiveRegion } from '../a11y/LiveRegion.js';
import { api, errorMessage } from '../hooks.js';

function StatusText({ status }: { status: PlanStepResult['status'] }) {
  const { t } = useTranslation('import');
  if (status === 'done') return <>{t('plan.status.done')}</>;
  if (status === 'failed') return <>{t('plan.status.failed')}</>;
  if (status === 'skipped') return <>{t('plan.status.skipped')}</>;
  return <>{t('plan.status.interrupted')}</>;
}

function Outcomes({ run }: { run: ResponseOf<'plans.run'> }) {
  const { t } = useTranslation('import');
  return (
    <table aria-label={t('plan.outcomes')}>
      <thead>
        <tr>
          <th scope="col">{t('plan.step')}</th>
          <th scope="col">{t('plan.outcome')}</th>
          <th scope="col">{t('plan.resultWorkbook')}</th>
        </tr>
      </thead>
      <tbody>
        {run.steps.map((s) => (
          <tr key={s.id}>
            <th scope="row">{s.id}</th>
            <td>
              <StatusText status={s.status} />
            </td>
            <td>{s.out ?? ''}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function DryRun({ offer }: { offer: Offer }) {
  const { t } = useTranslation('import');
  return (
    <>
      <ol aria-label={t('plan.steps')}>
        <li>{t('plan.step1', { sheet: offer.centersSheet })}</li>
        <li>{t('plan.step2', { sheet: offer.stockSheet, column: offer.referenceColumn, by: offer.by })}</li>
      </ol>
      {offer.lines.length > 0 && (
        <ul aria-label={t('plan.dryRun')} className="plan-lines">
          {offer.lines.map((line, i) => (
            <li key={i}>{line}</li>
          ))}
        </ul>
      )}
    </>
  );
}

export function PlanOfferPart({ preview }: { preview: SheetPreview }) {
  const { t } = useTranslation('import');
  const [offer, setOffer] = useState<Offer | null>(null);
  const [planned, setPlanned] = useState<Offer | null>(null);
  const [run, setRun] = useState<ResponseOf<'plans.run'> | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const eligible = preview.format === 'xlsx' && preview.sheets.length > 1;
  const file = preview.file;
  useEffect(() => {
    if (!eligible) return;
    let live = true;
    api()
      ['plans.offer']({ file })
      .then((r) => live && setOffer(r.offer))
      .catch(() => undefined); // no offer: the normal import stays
    return () => {
      live = false;
    };
  }, [file, eligible]);
  if (!eligible || !offer) return null;
  const work = async (call: () => Promise<void>) => {
    setBusy(true);
    setError('');
    try {
      await call();
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };
  const dryRun = () => work(async () => setPlanned((await api()['plans.offer']({ file, dryRun: true })).offer));
  const runPlan = () => work(async () => setRun(await api()['plans.run']({ file })));
  return (
    <section aria-labelledby="plan-offer-title" className="plan-offer">
      <h3 id="plan-offer-title">{t('plan.title')}</h3>
      <p>{t('plan.found', { centers: offer.centersSheet, stock: offer.stockSheet })}</p>
      <Button onClick={() => void dryRun()} inactive={busy || Boolean(run)}>
        {t('plan.offer')}
      </Button>
      {planned && <DryRun offer={planned} />}
      {planned?.refused && (
        <p role="alert" className="error">
          {t('plan.refused', { why: planned.refused })}
        </p>
      )}
      {planned && !planned.refused && !run && (
        <Button className="primary" onClick={() => void runPlan()} inactive={busy}>
          {t('plan.run')}
        </Button>
      )}
      {busy && <p>{t('plan.working')}</p>}
      {run && <Outcomes run={run} />}
      <LiveRegion role="alert" className="error">
        {error}
      </LiveRegion>
    </section>
  );
}
