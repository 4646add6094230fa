// The app's clock: services read time from here so tests can move it (expiry, throttle windows).
export interface Clock {
  now(): Date;
}

export function systemClock(): Clock {
  return { now: () => new Date() };
}

declare module 'fastify' {
  interface FastifyInstance {
    clock: Clock;
  }
}
