import { describe, expect, it } from 'vitest';
import { QueryObserver, type Query } from '@tanstack/react-query';
import { featureFlagsQueryOptions, isLocalHost } from './feature-flags.ts';
import { createQueryClient } from './query-client.ts';

describe('query defaults', () => {
  it('turns retries off and refetches on focus only queries that succeeded', () => {
    const client = createQueryClient();
    const defaults = client.getDefaultOptions().queries!;
    expect(defaults.retry).toBe(false);
    const refetch = defaults.refetchOnWindowFocus as (q: Query) => boolean;
    expect(refetch({ state: { status: 'success' } } as Query)).toBe(true);
    expect(refetch({ state: { status: 'error' } } as Query)).toBe(false);
    expect(new QueryObserver(client, { queryKey: ['x'], enabled: false }).options.retry).toBe(false);
  });

  it('refreshes the feature flags every 10 minutes', () => {
    const options = featureFlagsQueryOptions();
    expect(options.refetchInterval).toBe(600_000);
    expect(options.staleTime).toBe(600_000);
  });

  it('treats localhost and 127.0.0.1 as a local host', () => {
    expect(isLocalHost('localhost')).toBe(true);
    expect(isLocalHost('127.0.0.1')).toBe(true);
    expect(isLocalHost('portal.example.com')).toBe(false);
  });
});
