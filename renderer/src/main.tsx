import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.js';
import './i18n/index.js';
import { UnhandledFailures } from './errors/UnhandledFailures.js';
import './styles.css';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
    <UnhandledFailures />
  </StrictMode>,
);
