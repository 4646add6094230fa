// Real-user monitoring and browser logs (spec 2, constants): outside development and test the browser reports sessions
// and logs to the service the API's served configuration names. Nothing is loaded or sent when the configuration is
// absent (`enabled: false`) or in a development or test build; the SDK is a lazily imported chunk, fetched after the
// page has loaded, so the sign-in page's first download does not grow. This file is part of the entry: it imports
// nothing (no contracts, no zod); datadog.ts validates the configuration before it starts the SDKs.

export const MONITORING_CONFIG_PATH = '/api/monitoring/config';

/** The served configuration when it says monitoring is on (validated by the SDK chunk), else null. */
export async function fetchEnabledMonitoringConfig(fetchImpl: typeof fetch = fetch): Promise<Record<string, unknown> | null> {
  try {
    const response = await fetchImpl(MONITORING_CONFIG_PATH, { headers: { accept: 'application/json' } });
    if (!response.ok) return null;
    const body: unknown = await response.json();
    return body && typeof body === 'object' && (body as { enabled?: unknown }).enabled === true ? (body as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Development and test builds never report, whatever the server says. */
export const isDevOrTestBuild = (env: { DEV: boolean; MODE: string } = import.meta.env) => env.DEV || env.MODE === 'test';

type SdkLoader = () => Promise<{ initMonitoring: (config: unknown) => boolean }>;
let started: Promise<boolean> | null = null;

/** Starts monitoring once; resolves true when the SDKs were initialised. */
export function startMonitoring(loadSdk: SdkLoader = () => import('./datadog.ts')): Promise<boolean> {
  started ??= (async () => {
    if (isDevOrTestBuild()) return false;
    const config = await fetchEnabledMonitoringConfig();
    if (!config) return false;
    const { initMonitoring } = await loadSdk();
    return initMonitoring(config);
  })().catch(() => false);
  return started;
}

/** Starts monitoring once the page has loaded (the SDK never competes with the first screen's download). */
export function startMonitoringAfterLoad(): void {
  if (isDevOrTestBuild()) return;
  const start = () => void startMonitoring();
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
