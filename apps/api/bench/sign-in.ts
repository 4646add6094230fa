// The sign-in's cost (docs/performance.md, "The sign-in"; docs/decisions/auth.md): the password sign-in against the
// e-mailed code's, the passkey's without a password and the authenticator app's second step, each through the listening
// API as production runs it (the login role under row-level security), one client in sequence. Each request comes from
// an address of its own (X-Forwarded-For with TRUST_PROXY, as the auth promises' timing test sends each attempt), so
// no per-address throttle answers a fast 429 and every figure is a real sign-in. CPU: the API process's, per request,
// from /proc (10 ms ticks over all the requests of a method), and its PostgreSQL backends' (found by application_name).
import { createHash } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { hashPassword } from '../src/modules/auth/password-hashes.ts';
import { SoftwareAuthenticator } from '../test/software-authenticator.ts';
import { cpuMs } from './cost.ts';
import type { DirectSql } from './direct-sql.ts';
import { percentiles, type Percentiles } from './percentiles.ts';
import { writeSection } from './report.ts';

export const PASSWORD = 'Bench-sign-in-pass-1';
/** People with an authenticator app: each gives two second steps per round (the codes of this 30-second step and the next). */
const TOTP_PEOPLE = 30;

export interface SignInSetup {
  baseUrl: string;
  /** The API process (its CPU). */
  apiPid: number;
  /** Its PostgreSQL backends now (they open as the pool grows). */
  backendPids(): Promise<number[]>;
  direct: DirectSql;
  supplierId: number;
  /** The key and certificate the OpenID provider serves https with (the API process trusts it: NODE_EXTRA_CA_CERTS). */
  tls?: { key: string; cert: string };
}

export interface SignInMethodResult {
  name: string;
  /** What one sample is: the calls it makes. */
  calls: string;
  samples: number;
  wall: Percentiles;
  apiCpuMs: number;
  postgresCpuMs: number;
}

export interface SignInReport {
  command: string;
  date: string;
  machine: string;
  loadAverage: number;
  loadAverageAfter: number;
  /** Other processes' CPU on the machine while it ran (the 1-minute load average, top's busiest at the start). */
  others: string;
  results: SignInMethodResult[];
}

let addressCounter = 0;
/** An address of its own for each request (10.200.0.0/16 upward). */
export const nextAddress = () => {
  addressCounter++;
  return `10.${200 + Math.floor(addressCounter / 65_000)}.${Math.floor(addressCounter / 250) % 250}.${addressCounter % 250}`;
};

/** The JSON answers this part reads: tokens, a second step's challenge, WebAuthn options, a secret. */
export interface Answer {
  accessToken: string;
  secondFactor: { challengeToken: string };
  secret: string;
  challenge: string;
  [field: string]: unknown;
}

export async function post(baseUrl: string, path: string, body: unknown, token?: string): Promise<{ status: number; json: Answer }> {
  const res = await fetch(baseUrl + path, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': nextAddress(),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, json: (text ? JSON.parse(text) : {}) as Answer };
}

export async function ok(baseUrl: string, path: string, body: unknown, token?: string): Promise<Answer> {
  const res = await post(baseUrl, path, body, token);
  if (res.status >= 300) throw new Error(`${path}: ${res.status} ${JSON.stringify(res.json)}`);
  return res.json;
}

/** A bench person of the supplier (made once, their password and factors set anew each run). */
export async function benchPerson(
  direct: DirectSql,
  supplierId: number,
  name: string,
  passwordHash: string,
): Promise<{ id: number; email: string }> {
  const email = `bench-sign-in-${name}@bench.test`;
  const found = await direct.scalar<number | null>(`select (select id from users where lower(user_name) = $1)`, [email]);
  const id =
    found ??
    (await direct.scalar<number>(
      `insert into users (user_name, email, first_name, last_name, password_hash, is_active) values ($1, $1, 'Bench', $2, $3, true) returning id`,
      [email, name, passwordHash],
    ));
  await direct.scalar(`update users set password_hash = $2, is_active = true where id = $1 returning id`, [id, passwordHash]);
  await direct.scalar(
    `insert into supplier_memberships (user_id, supplier_id, is_admin, is_active, created_on, accepted_on) values ($1, $2, false, true, now(), now())
     on conflict (supplier_id, user_id) do update set is_active = true, accepted_on = coalesce(supplier_memberships.accepted_on, now()) returning user_id`,
    [id, supplierId],
  );
  for (const table of ['passkey_credentials', 'totp_factors', 'recovery_codes', 'one_time_codes'])
    await direct.run({ text: `delete from ${table} where user_id = $1`, values: [id] });
  await direct.run({ text: `delete from auth_attempts where subject in ($1, $2)`, values: [email, `user:${id}`] });
  return { id, email };
}

/**
 * Runs `samples` timed samples (each `sample()` after its untimed `prepare`), with the CPU they cost. A `timed` that
 * answers a number took that many ms of the portal's own calls (the rest was another party's, untimed); else its whole
 * wall time counts.
 */
export async function measure(
  setup: SignInSetup,
  name: string,
  calls: string,
  samples: number,
  sample: (i: number) => Promise<{ timed: () => Promise<number | void> }>,
): Promise<SignInMethodResult> {
  const wall: number[] = [];
  let apiCpu = 0;
  let postgresCpu = 0;
  for (let i = 0; i < samples; i++) {
    const { timed } = await sample(i);
    const backends = await setup.backendPids();
    const before = new Map(backends.map((pid) => [pid, cpuMs(pid)]));
    const api = cpuMs(setup.apiPid);
    const started = process.hrtime.bigint();
    const portalMs = await timed();
    wall.push(typeof portalMs === 'number' ? portalMs : Number(process.hrtime.bigint() - started) / 1e6);
    apiCpu += cpuMs(setup.apiPid) - api;
    for (const pid of new Set([...backends, ...(await setup.backendPids())])) {
      const now = cpuMs(pid);
      if (now > 0) postgresCpu += now - (before.get(pid) ?? now);
    }
  }
  const round = (n: number) => Math.round(n * 10) / 10;
  const result = {
    name,
    calls,
    samples,
    wall: percentiles(wall),
    apiCpuMs: round(apiCpu / samples),
    postgresCpuMs: round(postgresCpu / samples),
  };
  console.log(
    `sign-in, ${name}: p50 ${result.wall.p50} ms, p95 ${result.wall.p95} ms, API CPU ${result.apiCpuMs} ms, PostgreSQL CPU ${result.postgresCpuMs} ms`,
  );
  return result;
}

const totpCode = (secret: string, at: number) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({ timestamp: at });

/** The four sign-ins, `samples` each (the app's second step: two per person and round, TOTP_PEOPLE people). */
export async function measureSignIns(setup: SignInSetup, samples = 60): Promise<SignInMethodResult[]> {
  const { baseUrl, direct, supplierId } = setup;
  const hash = await hashPassword(PASSWORD);
  const password = await benchPerson(direct, supplierId, 'password', hash);
  const code = await benchPerson(direct, supplierId, 'code', hash);
  const passkey = await benchPerson(direct, supplierId, 'passkey', hash);
  const apps = await Promise.all(Array.from({ length: TOTP_PEOPLE }, (_, i) => benchPerson(direct, supplierId, `totp-${i}`, hash)));
  const signIn = (email: string) => ok(baseUrl, '/api/auth/access-tokens', { username: email, password: PASSWORD });

  // the passkey: registered through the calls, by an authenticator for the API's own origin
  const origin = new URL(baseUrl);
  const authenticator = new SoftwareAuthenticator({ origin: origin.origin, rpId: origin.hostname });
  const owner = await signIn(passkey.email);
  const creation = await ok(baseUrl, '/api/passkeys/registration-options', {}, owner.accessToken);
  await ok(
    baseUrl,
    '/api/passkeys',
    { name: 'Bench', response: authenticator.register(creation as unknown as Parameters<SoftwareAuthenticator['register']>[0]) },
    owner.accessToken,
  );
  // the apps: set up through the calls, each with its secret
  const secrets = new Map<number, string>();
  for (const person of apps) {
    const session = await signIn(person.email);
    const { secret } = await ok(baseUrl, '/api/second-factor/totp/enrolment', {}, session.accessToken);
    await ok(baseUrl, '/api/second-factor/totp', { code: totpCode(secret, Date.now() - 30_000) }, session.accessToken);
    secrets.set(person.id, secret);
  }

  // warm-up: the first requests of each path load code and plans
  for (let i = 0; i < 5; i++) await signIn(password.email);

  const results: SignInMethodResult[] = [];
  results.push(
    await measure(setup, 'password', 'POST /api/auth/access-tokens {username, password}', samples, async () => ({
      timed: async () => {
        await signIn(password.email);
      },
    })),
  );
  results.push(
    await measure(
      setup,
      'e-mailed code',
      'POST /api/auth/access-tokens {email, oneTimeCode} (the code stored beforehand, untimed)',
      samples,
      async (i) => {
        const typed = String(100_000 + i);
        await direct.run({ text: `delete from one_time_codes where user_id = $1`, values: [code.id] });
        await direct.run({
          text: `insert into one_time_codes (user_id, code_hash, expires_on, created_on) values ($1, $2, now() + interval '10 minutes', now())`,
          values: [code.id, createHash('sha256').update(`${code.id}:${typed}`).digest('hex')],
        });
        return {
          timed: async () => {
            await ok(baseUrl, '/api/auth/access-tokens', { email: code.email, oneTimeCode: typed });
          },
        };
      },
    ),
  );
  results.push(
    await measure(
      setup,
      'passkey, without a password',
      'POST /api/passkeys/sign-in/options, the authenticator signs (in the bench, ~1 ms), POST /api/passkeys/sign-in',
      samples,
      async () => ({
        timed: async () => {
          const options = await ok(baseUrl, '/api/passkeys/sign-in/options', {});
          await ok(baseUrl, '/api/passkeys/sign-in', { passkey: authenticator.answer(options) });
        },
      }),
    ),
  );
  // the app's second step: the password step untimed, then the code (this step's, then the next step's: each once)
  let round = 0;
  results.push(
    await measure(
      setup,
      'authenticator app, the second step',
      'POST /api/second-factor/sign-in {challengeToken, code} (the password step before it untimed)',
      Math.min(samples, TOTP_PEOPLE * 2),
      async (i) => {
        const person = apps[i % TOTP_PEOPLE]!;
        if (i % TOTP_PEOPLE === 0) round = Math.floor(Date.now() / 30_000) + (i === 0 ? 0 : 1);
        const step = await signIn(person.email);
        const at = round * 30_000 + 1_000;
        return {
          timed: async () => {
            await ok(baseUrl, '/api/second-factor/sign-in', {
              challengeToken: step.secondFactor.challengeToken,
              code: totpCode(secrets.get(person.id)!, at),
            });
          },
        };
      },
    ),
  );
  return results;
}

export function signInMarkdown(b: SignInReport): string {
  const base = b.results.find((r) => r.name === 'password')!;
  const x = (a: number, c: number) => (c > 0 ? `${Math.round((a / c) * 100) / 100}` : '–');
  return [
    '## The sign-in',
    '',
    `Run ${b.date} with \`${b.command}\` (apps/api/bench/sign-in.ts, apps/api/bench/sso-sign-in.ts; docs/decisions/auth.md, "A second factor", "Passkeys", "Single sign-on", "SAML 2.0").`,
    '',
    `- Machine: ${b.machine}.`,
    // BENCH_OTHERS: what else ran on the machine (nothing said: it ran alone)
    `- Machine load: 1-minute load average ${b.loadAverage.toFixed(1)} when this part started, ${b.loadAverageAfter.toFixed(1)} when it ended. ${b.others || 'Nothing else ran on the machine.'}`,
    '- The API as production runs it (NODE_ENV=production, the login role under row-level security, scrypt at its production cost), one client in sequence, each request from an address of its own (X-Forwarded-For with TRUST_PROXY), so no per-address throttle answers and each sample is a full sign-in with its session, refresh token and audit row.',
    '- CPU per sample: the API process and its PostgreSQL backends, from /proc (10 ms clock ticks summed over the samples, so small figures are coarse).',
    '',
    '| sign-in | what one sample is | samples | p50 ms | p95 ms | p99 ms | p50 / password | API CPU ms | PostgreSQL CPU ms |',
    '|---|---|---|---|---|---|---|---|---|',
    ...b.results.map(
      (r) =>
        `| ${r.name} | ${r.calls} | ${r.samples} | ${r.wall.p50} | ${r.wall.p95} | ${r.wall.p99} | ${x(r.wall.p50, base.wall.p50)} | ${r.apiCpuMs} | ${r.postgresCpuMs} |`,
    ),
    '',
    "The password sign-in is scrypt's cost by design (docs/decisions/auth.md, \"Passwords\"); the e-mailed code and the app's code are a hash comparison and an update; the passkey is a signature check (P-256) and two calls (its options store a challenge). A sign-in with the app is the password row and the second step's together. The single sign-on rows time the portal's calls only (the provider's sign-in form and signing, run in the bench process, are not counted): OpenID Connect's portal side is the start's state, nonce and PKCE verifier stored, then the code exchanged at the provider's token endpoint, its keys read and the ID token's signature (RS256) checked, the person found and the session; SAML's is the start's AuthnRequest, the assertion's XML signature checked at the ACS with a single-use ticket stored for the browser, then the ticket redeemed for the session.",
  ].join('\n');
}

const SIGN_IN = ['<!-- bench-sign-in:start -->', '<!-- bench-sign-in:end -->'] as const;

/** Replaces the sign-in's section; the first time it goes after the cost section (or at the end). */
export const writeSignInReport = (file: string, section: string) =>
  writeSection(file, SIGN_IN, section, { after: '<!-- bench-cost:end -->' });
