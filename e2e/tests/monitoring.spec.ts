// Real-user monitoring and browser logs against a local receiver. The server runs in test mode (monitoring off); the
// production-mode session answers the configuration call itself with the spec's settings and the SDKs' `proxy` option
// pointing at a receiver on the app's own origin (the content security policy allows only that origin; the server
// allows the configured proxy's origin in production), which records every request body.
import { expect, test, type Page, type Request } from '@playwright/test';
import { ADMIN, DEMO_PASSWORD, signIn } from '../fixtures/session.ts';

const RECEIVER_PATH = '/e2e-rum-intake';
const SECRET_QUERY_TOKEN = 'e2e-secret-query-token';

interface Received {
  intake: string;
  url: string;
  events: Record<string, unknown>[];
}

/** Collects what the SDKs send to the receiver; batches are newline-separated JSON (compression off). */
async function startReceiver(page: Page): Promise<Received[]> {
  const received: Received[] = [];
  await page.route(
    (url) => url.pathname === RECEIVER_PATH,
    async (route) => {
      const request = route.request();
      const url = new URL(request.url());
      const forward = url.searchParams.get('ddforward') ?? '';
      const body = request.postData() ?? '';
      received.push({
        intake: forward.split('?')[0]!,
        url: request.url(),
        events: body
          .split('\n')
          .filter((line) => line.trim())
          .map((line) => JSON.parse(line) as Record<string, unknown>),
      });
      await route.fulfill({ status: 202, body: '' });
    },
  );
  return received;
}

async function serveProductionConfig(page: Page, baseURL: string) {
  await page.route('**/api/monitoring/config', (route) =>
    route.fulfill({
      json: {
        enabled: true,
        applicationId: 'e2e-application',
        clientToken: 'pub-e2e-client-token',
        site: 'datadoghq.com',
        proxy: `${baseURL}${RECEIVER_PATH}`,
        service: 'supplier-portal-web',
        env: 'production',
        version: '1.39.0',
        sessionSampleRate: 100,
        // replays are compressed binary segments; the replay rate is covered by the API's configuration tests
        sessionReplaySampleRate: 0,
      },
    }),
  );
}

async function browse(page: Page) {
  await page.goto(`/login?returnUrl=${encodeURIComponent('/web-design')}&token=${SECRET_QUERY_TOKEN}&email=${encodeURIComponent(ADMIN)}`);
  await signIn(page, ADMIN);
  await expect(page.getByRole('heading', { level: 1, name: 'Web design' })).toBeVisible();
  await page.evaluate(async () => {
    await fetch('/api/feature-flags?probe=unauthorised'); // no bearer: 401, a dropped resource
    // 60 kept resources (the real server's 200) and 60 console errors: more than a batch holds (50 events), so the SDKs
    // send without waiting for their 30-second timer
    for (let i = 0; i < 60; i++) {
      await fetch(`/api/monitoring/config?probe=ok&n=${i}`);
      console.error(`E2E browser log ${i} for admin@acme.test with password: Portal-demo-1 and token=abc123`);
    }
  });
}

test.describe('real-user monitoring', () => {
  test('a production-mode session sends RUM and log events with the version and environment, drops 401 resources and leaks no secret', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const received = await startReceiver(page);
    await serveProductionConfig(page, baseURL!);
    await browse(page);
    const tokens = await page.evaluate(() =>
      Object.entries(localStorage)
        .filter(([key]) => /token/i.test(key))
        .map(([, value]) => value),
    );

    const rum = () => received.filter((r) => r.intake.includes('/rum')).flatMap((r) => r.events);
    const logs = () => received.filter((r) => r.intake.includes('/logs')).flatMap((r) => r.events);
    const resourceUrls = () =>
      rum()
        .filter((e) => e.type === 'resource')
        .map((e) => String((e.resource as { url?: string }).url));
    await expect
      .poll(
        () => {
          return {
            probeOk: resourceUrls().some((u) => u.includes('probe=ok')),
            log: logs().some((l) => String(l.message).includes('E2E browser log')),
          };
        },
        { timeout: 30_000, intervals: [1000] },
      )
      .toEqual({ probeOk: true, log: true });

    // every event carries the configured version and environment
    for (const event of [...rum(), ...logs()]) {
      const tags = String(event.ddtags ?? '');
      expect(event.version ?? tags.match(/version:([^,]+)/)?.[1]).toBe('1.39.0');
      expect(tags).toContain('env:production');
    }
    expect(rum().some((e) => e.type === 'view')).toBe(true);
    // resource events with 400 to 403 are dropped
    expect(resourceUrls().filter((u) => u.includes('probe=unauthorised'))).toEqual([]);
    // the log is scrubbed, and no secret appears in any payload or request URL
    const log = logs().find((l) => String(l.message).includes('E2E browser log'))!;
    expect(String(log.message)).toMatch(/^E2E browser log \d+ for \[redacted\] with password: \[redacted\] and token=\[redacted\]$/);
    const everything = received.map((r) => `${r.url}\n${JSON.stringify(r.events)}`).join('\n');
    expect(tokens.length).toBeGreaterThan(0);
    for (const secret of [DEMO_PASSWORD, ADMIN, encodeURIComponent(ADMIN), SECRET_QUERY_TOKEN, 'abc123', ...tokens]) {
      expect(everything, `secret in a monitoring payload: ${secret}`).not.toContain(secret);
    }
  });

  test('a test-mode session loads no SDK and sends nothing', async ({ page }) => {
    const requests: Request[] = [];
    page.on('request', (request) => requests.push(request));
    await browse(page);
    // the configuration call answered, and nothing followed it
    await expect.poll(() => requests.some((r) => r.url().includes('/api/monitoring/config'))).toBe(true);
    const config = await (await page.request.get('/api/monitoring/config')).json();
    expect(config).toEqual({ enabled: false });
    expect(await page.evaluate(() => 'DD_RUM' in window || 'DD_LOGS' in window)).toBe(false);
    expect(requests.map((r) => r.url()).filter((u) => /datadog|browser-intake|rum-intake|ddforward/i.test(u))).toEqual([]);
  });
});
