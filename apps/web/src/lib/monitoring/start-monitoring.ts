// Real-user monitoring and browser logs (spec 2, constants): outside development and test the browser reports sessions
// and logs to the service the API's served configuration names. Nothing is loaded or sent when the configuration is
// absent (`enabled: false`) or in a development or test build; the SDK is a lazily imported chunk, fetched after the
// page has loaded, so the sign-in page's first download does not grow.
import { API_BASE_PATH, monitoringConfig, type MonitoringConfig } from '@portal/contracts';

export const MONITORING_CONFIG_PATH = `${API_BASE_PATH}/monitoring/config`;

/** The served configuration; any failure reads as "off". */
export async function fetchMonitoringConfig(fetchImpl: typeof fetch = fetch): Promise<MonitoringConfig> {
  try {
    const response = await fetchImpl(MONITORING_CONFIG_PATH, { headers: { accept: 'application/json' } });
    if (!response.ok) return { enabled: false };
    const parsed = monitoringConfig.safeParse(await response.json());
    return parsed.success ? parsed.data : { enabled: false };
  } catch {
    return { enabled: false };
  }
}

/** Development and test builds never report, whatever the server says. */
export const isDevOrTestBuild = (env: { DEV: boolean; MODE: string } = import.meta.env) => env.DEV || env.MODE === 'test';

let started: Promise<boolean> | null = null;

/** Starts monitoring once; resolves true when the SDKs were initialised. */
export function startMonitoring(
  loadSdk: () => Promise<{ initMonitoring: (c: Extract<MonitoringConfig, { enabled: true }>) => void }> = () => import('./datadog.ts'),
): Promise<boolean> {
  started ??= (async () => {
    if (isDevOrTestBuild()) return false;
    const config = await fetchMonitoringConfig();
    if (!config.enabled) return false;
    const { initMonitoring } = await loadSdk();
    initMonitoring(config);
    return true;
  })().catch(() => false);
  return started;
}
