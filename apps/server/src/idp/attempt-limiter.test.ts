import { describe, expect, it } from 'vitest';
import { AttemptLimiter } from './attempt-limiter.ts';

describe('AttemptLimiter', () => {
  it('allows the limit per window and key, then refuses until the oldest attempt leaves the window', () => {
    let now = 1_000_000;
    const limiter = new AttemptLimiter(3, 60_000, 100, () => now);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect(limiter.attempt('10.0.0.1').allowed).toBe(true);
      now += 1_000;
    }
    expect(limiter.attempt('10.0.0.1')).toEqual({ allowed: false, retryAfterSeconds: 57 });
    expect(limiter.attempt('10.0.0.2').allowed).toBe(true);
    now += 57_000;
    expect(limiter.attempt('10.0.0.1').allowed).toBe(true);
    expect(limiter.attempt('10.0.0.1').allowed).toBe(false);
  });

  it('forgets the least recently seen keys beyond its capacity', () => {
    const limiter = new AttemptLimiter(1, 60_000, 2);
    expect(limiter.attempt('a').allowed).toBe(true);
    expect(limiter.attempt('b').allowed).toBe(true);
    expect(limiter.attempt('c').allowed).toBe(true);
    expect(limiter.attempt('a').allowed).toBe(true);
    expect(limiter.attempt('c').allowed).toBe(false);
  });
});
