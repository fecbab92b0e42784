// The first screen below the drop zone (issue 42): a template per resource to fill in (saved
// by main's template export, headed as the import maps by itself), the sample files to try
// against the built-in sandbox, and the files last opened, each opened again with one click.
// A recent file that was moved or deleted says so instead of failing on the click.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Resource, ResponseOf } from '../../../shared/ipc/index.js';
import { Button } from '../a11y/Button.js';
import { LiveRegion } from '../a11y/LiveRegion.js';
import { api, useAction } from '../hooks.js';
import { resourceLabels } from './MapParts.js';
import './first-screen.css';

/** The resources main has an empty template for (main/jobs/targets: `template`). */
const TEMPLATES: readonly Resource[] = ['DCQuantities', 'AttributeValues', 'CustomFields', 'DistributionCenters'];

type Samples = ResponseOf<'files.samples'>['samples'];
type Recent = ResponseOf<'files.recent'>['files'];

interface Props {
  busy: boolean;
  /** Opens a granted file into the import flow (as the Open dialog's answer is). */
  onFile(token: string): void;
}

type Run = ReturnType<typeof useAction>['run'];

function Templates({ busy, run, onSaved }: { busy: boolean; run: Run; onSaved(text: string): void }) {
  const { t } = useTranslation('import');
  const labels = resourceLabels(t);
  const save = (r: Resource) =>
    void run(async () => {
      const saved = await api()['export.save']({ list: `template:${r}`, format: 'xlsx' });
      if (saved.path) onSaved(t('start.templateSaved', { path: saved.path }));
    });
  return (
    <section aria-labelledby="start-templates" className="start-part">
      <h3 id="start-templates">{t('start.templates')}</h3>
      <p className="hint">{t('start.templatesHint')}</p>
      <ul className="start-list">
        {TEMPLATES.map((r) => (
          <li key={r}>
            <Button onClick={() => save(r)} inactive={busy}>
              {t('start.template', { resource: labels[r] })}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}

function SampleFiles({ samples, busy, onOpen }: { samples: Samples; busy: boolean; onOpen(name: string): void }) {
  const { t } = useTranslation('import');
  const labels = resourceLabels(t);
  if (samples.length === 0) return null;
  return (
    <section aria-labelledby="start-samples" className="start-part">
      <h3 id="start-samples">{t('start.samples')}</h3>
      <p className="hint">{t('start.samplesHint')}</p>
      <ul className="start-list">
        {samples.map((s) => (
          <li key={s.name}>
            <Button onClick={() => onOpen(s.name)} inactive={busy} aria-label={t('start.openSample', { name: s.name })}>
              {s.name}
            </Button>{' '}
            <span className="note">{labels[s.resource]}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function RecentFiles({ files, busy, onOpen }: { files: Recent; busy: boolean; onOpen(path: string): void }) {
  const { t } = useTranslation('import');
  return (
    <section aria-labelledby="start-recent" className="start-part">
      <h3 id="start-recent">{t('start.recent')}</h3>
      {files.length === 0 ? (
        <p className="hint">{t('start.noRecent')}</p>
      ) : (
        <ul className="start-list">
          {files.map((f) => (
            <li key={f.path}>
              {f.exists ? (
                <Button
                  onClick={() => onOpen(f.path)}
                  inactive={busy}
                  aria-label={t('start.openRecent', { name: f.name })}
                >
                  {f.name}
                </Button>
              ) : (
                <span className="gone">{f.name}</span>
              )}{' '}
              <span className="note path" data-user-content title={f.path}>
                {f.exists ? f.path : t('start.gone', { path: f.path })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function FirstScreen({ busy, onFile }: Props) {
  const { t } = useTranslation('import');
  const [samples, setSamples] = useState<Samples>([]);
  const [recent, setRecent] = useState<Recent>([]);
  const [said, setSaid] = useState('');
  const { busy: working, error, run } = useAction();
  const inactive = busy || working;
  useEffect(() => {
    // A list that cannot be read leaves its part empty: the drop zone and Open still work.
    void api()
      ['files.samples']({})
      .then(
        (r) => setSamples(r.samples),
        () => undefined,
      );
    void api()
      ['files.recent']({})
      .then(
        (r) => setRecent(r.files),
        () => undefined,
      );
  }, []);
  const openSample = (name: string) =>
    void run(async () => {
      const r = await api()['files.openSample']({ name });
      if (r.file) onFile(r.file.token);
    });
  const openRecent = (path: string) =>
    void run(async () => {
      const r = await api()['files.openRecent']({ path });
      if (r.file) return onFile(r.file.token);
      // Moved or deleted since the list was read: say so where it was listed.
      setRecent((files) => files.map((f) => (f.path === path ? { ...f, exists: false } : f)));
      setSaid(t('start.gone', { path }));
    });
  return (
    <div className="first-screen">
      <Templates busy={inactive} run={run} onSaved={setSaid} />
      <SampleFiles samples={samples} busy={inactive} onOpen={openSample} />
      <RecentFiles files={recent} busy={inactive} onOpen={openRecent} />
      <LiveRegion className="notice">{said}</LiveRegion>
      <LiveRegion role="alert" className="error">
        {error}
      </LiveRegion>
    </div>
  );
}
