import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { startMonitoringAfterLoad } from './lib/monitoring/start-monitoring.ts';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

// real-user monitoring and browser logs: only when the server configures them, never in a development or test build
startMonitoringAfterLoad();
