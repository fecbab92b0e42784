// The window: the connection bar, the views (Import, Export, History, Automations), a file dropped
// anywhere on the window, files the OS opened with the app, and runs an earlier start left
// interrupted. F1 or ? shows the keyboard shortcuts.
import { useEffect, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { FileRef, JobInfo } from '../../shared/ipc/index.js';
import { getBridge } from './bridge.js';
import { api, useEvent } from './hooks.js';
import { InterruptedRuns } from './InterruptedRuns.js';
import { ConnectionBar } from './connection/ConnectionBar.js';
import { ProductionBand } from './connection/ProductionBand.js';
import { ImportFlow, type ImportRequest } from './import/ImportFlow.js';
import { ExportView } from './export/ExportView.js';
import { HistoryView } from './history/HistoryView.js';
import { ShortcutsHelp } from './a11y/ShortcutsHelp.js';
import { AboutButton } from './about/AboutButton.js';
import { SettingsButton } from './settings/SettingsButton.js';
import { useShortcuts } from './a11y/useShortcuts.js';
import { AutomationsNavButton } from './automations/AutomationsNavButton.js';
import { AutomationsView } from './automations/AutomationsView.js';

type View = 'import' | 'export' | 'history' | 'automations';

/** The title, connection bar and help button, and the buttons that switch views. */
function AppHeader({ view, onView, onHelp }: { view: View; onView(v: View): void; onHelp(): void }) {
  const { t } = useTranslation('common');
  const viewName: Record<Exclude<View, 'automations'>, string> = {
    import: t('app.view.import'),
    export: t('app.view.export'),
    history: t('app.view.history'),
  };
  return (
    <>
      <ProductionBand />
      <header>
        <h1>{t('app.name')}</h1>
        <ConnectionBar />
        <button type="button" onClick={onHelp} aria-keyshortcuts="F1">
          {t('shortcuts.title')}
        </button>
        <SettingsButton />
        <AboutButton />
      </header>
      <nav aria-label={t('app.views')}>
        {(['import', 'export', 'history'] as const).map((v) => (
          <button type="button" key={v} aria-pressed={view === v} onClick={() => onView(v)}>
            {viewName[v]}
          </button>
        ))}
        <AutomationsNavButton pressed={view === 'automations'} onClick={() => onView('automations')} />
      </nav>
    </>
  );
}

/**
 * A sheet and a folder of PDFs may come together (ChannelDocuments): the flow sorts them out.
 * Main grants each dropped file a token; the renderer never names a path.
 */
function grantDropped(dropped: File[], open: (file: FileRef, files?: FileRef[]) => void): void {
  void Promise.all(dropped.map((f) => getBridge().droppedFile(f))).then(
    (files) => files[0] && open(files[0], files.length > 1 ? files : undefined),
    (error: unknown) => console.error('Could not open the dropped file.', error),
  );
}

export function App() {
  const { t } = useTranslation('common');
  const [view, setView] = useState<View>('import');
  const [version, setVersion] = useState('');
  const [request, setRequest] = useState<ImportRequest | null>(null);
  const [dragging, setDragging] = useState(false);
  const [resumable, setResumable] = useState<JobInfo[]>([]);
  const [help, setHelp] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  useShortcuts(root, { F1: () => setHelp(true), '?': () => setHelp(true) });
  const openFile = (file: FileRef, files?: FileRef[]) => {
    setView('import');
    setRequest((r) => ({ file, ...(files ? { files } : {}), n: (r?.n ?? 0) + 1 }));
  };
  const openJob = (jobId: string, report: boolean) => {
    setView('import');
    setRequest((r) => ({ jobId, report, n: (r?.n ?? 0) + 1 }));
  };

  useEffect(() => {
    void api()
      ['app.info']({})
      .then((i) => setVersion(i.version));
    void api()
      ['files.pending']({})
      .then((r) => r.file && openFile(r.file));
    void api()
      ['jobs.resumable']({})
      .then((r) => setResumable(r.jobs));
  }, []);
  useEvent('files.opened', (f) => openFile(f));

  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setDragging(false);
    grantDropped([...e.dataTransfer.files], openFile);
  };
  return (
    <div
      ref={root}
      className={`app${dragging ? ' dragging' : ''}`}
      onDragOver={(e) => {
        e.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
    >
      <AppHeader view={view} onView={setView} onHelp={() => setHelp(true)} />
      {resumable.length > 0 && (
        <InterruptedRuns
          runs={resumable}
          onResume={(j) => {
            void api()['jobs.resume']({ jobId: j.jobId });
            setResumable(resumable.filter((x) => x !== j));
            openJob(j.jobId, false);
          }}
          onDiscarded={(jobId) => setResumable((list) => list.filter((x) => x.jobId !== jobId))}
        />
      )}
      <main>
        <div hidden={view !== 'import'}>
          <ImportFlow request={request} />
        </div>
        {view === 'export' && <ExportView />}
        {view === 'history' && <HistoryView onOpen={openJob} />}
        {view === 'automations' && <AutomationsView />}
      </main>
      <footer>{t('app.version', { version })}</footer>
      {help && <ShortcutsHelp onClose={() => setHelp(false)} />}
      {dragging && (
        <div className="drop-overlay" aria-hidden="true">
          {t('app.dropHint')}
        </div>
      )}
    </div>
  );
}
