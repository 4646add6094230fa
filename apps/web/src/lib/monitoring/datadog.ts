// The Datadog browser RUM and logs SDKs (Apache-2.0), loaded only through start-monitoring.ts's dynamic import.
// Every event passes the shared scrubber (no token, password, one-time code or e-mail address leaves) and resource
// events with HTTP status 400 to 403 are dropped (spec 2, constants).
import { datadogLogs } from '@datadog/browser-logs';
import { datadogRum } from '@datadog/browser-rum';
import { isDroppedResource, monitoringConfig, scrubValue } from '@portal/contracts';

/** Starts both SDKs when the served configuration is valid and enabled; false otherwise. */
export function initMonitoring(served: unknown): boolean {
  const parsed = monitoringConfig.safeParse(served);
  if (!parsed.success || !parsed.data.enabled) return false;
  const config = parsed.data;
  const common = {
    clientToken: config.clientToken,
    site: config.site,
    service: config.service,
    env: config.env,
    version: config.version,
    sessionSampleRate: config.sessionSampleRate,
    ...(config.proxy ? { proxy: config.proxy } : {}),
  };
  datadogRum.init({
    ...common,
    applicationId: config.applicationId,
    sessionReplaySampleRate: config.sessionReplaySampleRate,
    trackUserInteractions: true,
    trackResources: true,
    trackLongTasks: true,
    // typed values (passwords, codes, e-mail addresses) never reach a replay
    defaultPrivacyLevel: 'mask-user-input',
    // plain JSON batches: the intake proxy and its tests read them without a decoder
    compressIntakeRequests: false,
    beforeSend: (event) => {
      if (isDroppedResource(event as { type?: unknown; resource?: { status_code?: unknown } })) return false;
      scrubValue(event);
      return true;
    },
  });
  datadogLogs.init({
    ...common,
    forwardErrorsToLogs: true,
    forwardConsoleLogs: ['error', 'warn'],
    beforeSend: (log) => {
      scrubValue(log);
      return true;
    },
  });
  return true;
}
