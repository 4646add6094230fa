import { describe, expect, it, vi } from 'vitest';
import { MONITORING_CONFIG_PATH, fetchEnabledMonitoringConfig, isDevOrTestBuild, startMonitoring } from './start-monitoring.ts';

const enabled = { enabled: true, applicationId: 'app', clientToken: 'pub' };
const answer = (body: unknown, status = 200) => vi.fn(async () => new Response(JSON.stringify(body), { status }));

describe('fetchEnabledMonitoringConfig', () => {
  it('returns the served configuration when monitoring is on', async () => {
    const fetchImpl = answer(enabled);
    await expect(fetchEnabledMonitoringConfig(fetchImpl)).resolves.toEqual(enabled);
    expect(fetchImpl).toHaveBeenCalledWith(MONITORING_CONFIG_PATH, expect.anything());
  });

  it('reads absence, a failed call, an unreadable answer or a network error as off', async () => {
    await expect(fetchEnabledMonitoringConfig(answer({ enabled: false }))).resolves.toBeNull();
    await expect(fetchEnabledMonitoringConfig(answer(enabled, 500))).resolves.toBeNull();
    await expect(fetchEnabledMonitoringConfig(answer('nonsense'))).resolves.toBeNull();
    const failing = vi.fn(async () => Promise.reject(new TypeError('offline')));
    await expect(fetchEnabledMonitoringConfig(failing)).resolves.toBeNull();
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
