import { describe, expect, it, vi } from 'vitest';
import { MONITORING_DEFAULTS } from '@portal/contracts';
import { MONITORING_CONFIG_PATH, fetchMonitoringConfig, isDevOrTestBuild, startMonitoring } from './start-monitoring.ts';

const enabled = {
  enabled: true,
  applicationId: 'app',
  clientToken: 'pub',
  site: MONITORING_DEFAULTS.site,
  service: MONITORING_DEFAULTS.service,
  env: 'production',
  version: '1.39.0',
  sessionSampleRate: 100,
  sessionReplaySampleRate: 10,
};
const answer = (body: unknown, status = 200) => vi.fn(async () => new Response(JSON.stringify(body), { status }));

describe('fetchMonitoringConfig', () => {
  it('reads the served configuration', async () => {
    const fetchImpl = answer(enabled);
    await expect(fetchMonitoringConfig(fetchImpl)).resolves.toEqual(enabled);
    expect(fetchImpl).toHaveBeenCalledWith(MONITORING_CONFIG_PATH, expect.anything());
  });

  it('reads absence, a failed call, an unreadable answer or a network error as off', async () => {
    await expect(fetchMonitoringConfig(answer({ enabled: false }))).resolves.toEqual({ enabled: false });
    await expect(fetchMonitoringConfig(answer(enabled, 500))).resolves.toEqual({ enabled: false });
    await expect(fetchMonitoringConfig(answer({ enabled: true }))).resolves.toEqual({ enabled: false });
    const failing = vi.fn(async () => Promise.reject(new TypeError('offline')));
    await expect(fetchMonitoringConfig(failing)).resolves.toEqual({ enabled: false });
  });
});

describe('startMonitoring', () => {
  it('treats development and test builds as never reporting', () => {
    expect(isDevOrTestBuild({ DEV: true, MODE: 'development' })).toBe(true);
    expect(isDevOrTestBuild({ DEV: false, MODE: 'test' })).toBe(true);
    expect(isDevOrTestBuild({ DEV: false, MODE: 'production' })).toBe(false);
  });

  it('loads no SDK and asks for no configuration in a test build', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const loadSdk = vi.fn();
    await expect(startMonitoring(loadSdk)).resolves.toBe(false);
    expect(loadSdk).not.toHaveBeenCalled();
    expect(fetchSpy).not.toHaveBeenCalled();
    fetchSpy.mockRestore();
  });
});
