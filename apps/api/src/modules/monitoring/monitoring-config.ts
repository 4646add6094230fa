// The browser's monitoring configuration from the environment, read at serve time (one build, every environment).
// Enabled only when RUM_APPLICATION_ID and RUM_CLIENT_TOKEN are set and NODE_ENV is neither development nor test.
import { MONITORING_DEFAULTS, type MonitoringConfig } from '@portal/contracts';

const rate = (value: string | undefined, fallback: number) => {
  const n = value === undefined || value === '' ? NaN : Number(value);
  return Number.isFinite(n) && n >= 0 && n <= 100 ? n : fallback;
};

export function monitoringConfigFromEnv(env: NodeJS.ProcessEnv): MonitoringConfig {
  const applicationId = env.RUM_APPLICATION_ID?.trim();
  const clientToken = env.RUM_CLIENT_TOKEN?.trim();
  const nodeEnv = env.NODE_ENV ?? 'development';
  if (!applicationId || !clientToken || nodeEnv === 'development' || nodeEnv === 'test') return { enabled: false };
  const proxy = env.RUM_PROXY_URL?.trim();
  return {
    enabled: true,
    applicationId,
    clientToken,
    site: env.RUM_SITE?.trim() || MONITORING_DEFAULTS.site,
    ...(proxy ? { proxy } : {}),
    service: env.RUM_SERVICE?.trim() || MONITORING_DEFAULTS.service,
    env: env.RUM_ENV?.trim() || MONITORING_DEFAULTS.env,
    version: env.APP_VERSION?.trim() || MONITORING_DEFAULTS.version,
    sessionSampleRate: rate(env.RUM_SESSION_SAMPLE_RATE, MONITORING_DEFAULTS.sessionSampleRate),
    sessionReplaySampleRate: rate(env.RUM_SESSION_REPLAY_SAMPLE_RATE, MONITORING_DEFAULTS.sessionReplaySampleRate),
  };
}

/**
 * The origins the browser sends monitoring events to, for the content security policy's connect-src: the proxy's
 * origin when one is set, else the SDKs' intake host for the site (datadoghq.com -> browser-intake-datadoghq.com).
 */
export function monitoringConnectSources(config: MonitoringConfig): string[] {
  if (!config.enabled) return [];
  if (config.proxy) return [new URL(config.proxy).origin];
  const parts = config.site.split('.');
  const tld = parts.pop();
  return [`https://browser-intake-${parts.join('-')}.${tld}`];
}
