import { describe, expect, it } from 'vitest';
import { MONITORING_DEFAULTS, monitoringConfig } from '@portal/contracts';
import { useTestApp } from '../../../test/test-app.ts';
import { monitoringConfigFromEnv, monitoringConnectSources } from './monitoring-config.ts';

const ctx = useTestApp();

describe('GET /monitoring/config', () => {
  it('answers without a session; monitoring is off in tests', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/monitoring/config' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ enabled: false });
  });
});

describe('monitoringConfigFromEnv', () => {
  const configured = { RUM_APPLICATION_ID: 'app-1', RUM_CLIENT_TOKEN: 'pub-token' };

  it('is off without an application id and client token, and in development and test', () => {
    expect(monitoringConfigFromEnv({ NODE_ENV: 'production' })).toEqual({ enabled: false });
    expect(monitoringConfigFromEnv({ NODE_ENV: 'production', RUM_APPLICATION_ID: 'a' })).toEqual({ enabled: false });
    expect(monitoringConfigFromEnv({ ...configured, NODE_ENV: 'development' })).toEqual({ enabled: false });
    expect(monitoringConfigFromEnv({ ...configured, NODE_ENV: 'test' })).toEqual({ enabled: false });
    expect(monitoringConfigFromEnv({ ...configured })).toEqual({ enabled: false });
  });

  it("uses the spec's settings by default in production", () => {
    const config = monitoringConfigFromEnv({ ...configured, NODE_ENV: 'production' });
    expect(config).toEqual({
      enabled: true,
      applicationId: 'app-1',
      clientToken: 'pub-token',
      site: MONITORING_DEFAULTS.site,
      service: MONITORING_DEFAULTS.service,
      env: 'production',
      version: '1.39.0',
      sessionSampleRate: 100,
      sessionReplaySampleRate: 10,
    });
    expect(monitoringConfig.parse(config)).toEqual(config);
  });

  it('takes the site, proxy, environment, version and rates from the environment', () => {
    const config = monitoringConfigFromEnv({
      ...configured,
      NODE_ENV: 'production',
      RUM_SITE: 'datadoghq.eu',
      RUM_PROXY_URL: 'https://intake.portal.test/rum',
      RUM_ENV: 'staging',
      APP_VERSION: '2.0.0',
      RUM_SESSION_SAMPLE_RATE: '50',
      RUM_SESSION_REPLAY_SAMPLE_RATE: 'nonsense',
    });
    expect(config).toMatchObject({
      site: 'datadoghq.eu',
      proxy: 'https://intake.portal.test/rum',
      env: 'staging',
      version: '2.0.0',
      sessionSampleRate: 50,
      sessionReplaySampleRate: 10,
    });
  });
});

describe('monitoringConnectSources', () => {
  const base = monitoringConfigFromEnv({ NODE_ENV: 'production', RUM_APPLICATION_ID: 'a', RUM_CLIENT_TOKEN: 't' });
  it("names the site's intake host, or the proxy's origin, for the content security policy", () => {
    expect(monitoringConnectSources({ enabled: false })).toEqual([]);
    expect(monitoringConnectSources(base)).toEqual(['https://browser-intake-datadoghq.com']);
    expect(monitoringConnectSources({ ...base, site: 'us3.datadoghq.com' } as typeof base)).toEqual([
      'https://browser-intake-us3-datadoghq.com',
    ]);
    expect(monitoringConnectSources({ ...base, site: 'datadoghq.eu' } as typeof base)).toEqual(['https://browser-intake-datadoghq.eu']);
    expect(monitoringConnectSources({ ...base, proxy: 'https://rum.portal.test/intake' } as typeof base)).toEqual([
      'https://rum.portal.test',
    ]);
  });
});
