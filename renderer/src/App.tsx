import { useEffect, useState } from 'react';
import { getBridge, ipcError } from './bridge.js';

export function App() {
  const [version, setVersion] = useState<string>('');
  const [error, setError] = useState<string>('');
  useEffect(() => {
    getBridge().call['app.info']({}).then((info) => setVersion(info.version), (e: unknown) => setError(ipcError(e).message));
  }, []);
  return (
    <main>
      <h1>Commerce Bulk</h1>
      {version && <p>Version {version}</p>}
      {error && <p role="alert">{error}</p>}
    </main>
  );
}
