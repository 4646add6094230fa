import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

// Real-user monitoring and browser logs: never in a development or test build; otherwise the starter (and, only when
// the server configures monitoring, the SDK) downloads after the page has loaded, outside the first download.
if (!import.meta.env.DEV && import.meta.env.MODE !== 'test') {
  window.addEventListener('load', () => void import('./lib/monitoring/start-monitoring.ts').then((m) => m.startMonitoring()), {
    once: true,
  });
}
