import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.js';
import { setUiLanguage } from './i18n/index.js';
import { api } from './hooks.js';
import { UnhandledFailures } from './errors/UnhandledFailures.js';
import './styles.css';
import './outcomes.css';

function render(): void {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
      <UnhandledFailures />
    </StrictMode>,
  );
}

// The app's language (Settings → Language, else the OS's) before the first paint: no screen
// flashes English first. A failed answer leaves English, and the app still starts.
void Promise.resolve()
  .then(() => api()['language.get']({}))
  .then((state) => setUiLanguage(state.effective))
  .catch((error: unknown) => console.error('The app language could not be read; showing English.', error))
  .finally(render);
