import { describe, expect, it } from 'vitest';
import { TtlCache } from './ttl-cache.ts';

function clock(start = 1000) {
  let t = start;
  return { now: () => t, advance: (ms: number) => (t += ms) };
}

describe('TtlCache', () => {
  it('answers a value until its time is up, then forgets it', () => {
    const c = clock();
    const cache = new TtlCache<number>(100, 10, c.now);
    cache.set('a', 'g', 1);
    c.advance(99);
    expect(cache.get('a')).toBe(1);
    c.advance(1);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('drops a whole group and leaves the others', () => {
    const cache = new TtlCache<string>(1000);
    cache.set('s1:a', 's1', 'a');
    cache.set('s1:b', 's1', 'b');
    cache.set('s2:a', 's2', 'c');
    cache.deleteGroup('s1');
    expect([cache.get('s1:a'), cache.get('s1:b'), cache.get('s2:a')]).toEqual([undefined, undefined, 'c']);
    cache.clear();
    expect(cache.get('s2:a')).toBeUndefined();
  });

  it('keeps at most maxEntries, dropping the oldest write first', () => {
    const cache = new TtlCache<number>(1000, 2);
    cache.set('a', 'g', 1);
    cache.set('b', 'g', 2);
    cache.set('a', 'g', 3); // a rewrite makes "a" the newest
    cache.set('c', 'g', 4);
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([3, undefined, 4]);
  });

  it('stores nothing when its ttl is 0 (turned off)', () => {
    const cache = new TtlCache<number>(0);
    cache.set('a', 'g', 1);
    expect(cache.enabled).toBe(false);
    expect(cache.get('a')).toBeUndefined();
  });

  it('remembers what it computed (once), keeps no failure, and computes every time when turned off', async () => {
    const cache = new TtlCache<number>(1000);
    let calls = 0;
    const compute = async () => ++calls;
    expect(await cache.remember('a', 'g', compute)).toBe(1);
    expect(await cache.remember('a', 'g', compute)).toBe(1);
    await expect(cache.remember('b', 'g', () => Promise.reject(new Error('no')))).rejects.toThrow('no');
    expect(cache.get('b')).toBeUndefined();
    const off = new TtlCache<number>(0);
    expect([await off.remember('a', 'g', compute), await off.remember('a', 'g', compute)]).toEqual([2, 3]);
  });
});
