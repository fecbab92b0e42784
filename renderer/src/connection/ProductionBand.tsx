// A coloured band across every screen while the active connection is marked "Production (live
// data)" (issue 42; by default every connection but the sandbox): its name, and that changes go live. The built-in sandbox gets none, so the two can no
// longer be told apart only by a name in a drop-down.
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConnectionSummary } from '../../../shared/ipc/index.js';
import { api, useEvent } from '../hooks.js';

export function ProductionBand() {
  const { t } = useTranslation('connection');
  const [active, setActive] = useState<ConnectionSummary | null>(null);
  const refresh = useCallback(
    () =>
      void api()
        ['connections.list']({})
        .then((l) => setActive(l.connections.find((c) => c.id === l.activeId) ?? null))
        .catch(() => setActive(null)),
    [],
  );
  useEffect(refresh, [refresh]);
  useEvent('connections.changed', refresh);
  // The connection's own "Production (live data)" setting; the built-in sandbox never has it.
  if (!active?.production) return null;
  return (
    // A named region: a landmark of its own, so it is found and announced like the header.
    <section className="production-band" aria-label={t('band.label')}>
      {t('band.text', { name: active.name })}
    </section>
  );
}
