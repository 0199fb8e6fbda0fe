import { describe, expect, it } from 'vitest';
import { addVisit, sanitizeHistory, type Visit } from './visit-history';

const visit = (target: string, visitedAt = 0): Visit => ({
  target,
  titleKey: 'nav.dashboard',
  tenantName: 'Acme',
  visitedAt,
});

describe('addVisit', () => {
  it('puts the newest visit first', () => {
    const history = addVisit(addVisit([], visit('/acme', 1)), visit('/acme/settings', 2));
    expect(history.map((entry) => entry.target)).toEqual(['/acme/settings', '/acme']);
  });

  it('removes duplicates by target, keeping the latest visit', () => {
    let history: Visit[] = [];
    for (const [index, target] of ['/acme', '/acme/settings', '/acme', '/acme?view=calendar'].entries()) {
      history = addVisit(history, visit(target, index));
    }
    expect(history.map((entry) => [entry.target, entry.visitedAt])).toEqual([
      ['/acme?view=calendar', 3],
      ['/acme', 2],
      ['/acme/settings', 1],
    ]);
  });

  it('keeps ten entries', () => {
    let history: Visit[] = [];
    for (let index = 0; index < 15; index += 1)
      history = addVisit(history, visit(`/acme/page-${index}`, index));
    expect(history).toHaveLength(10);
    expect(history[0]?.target).toBe('/acme/page-14');
    expect(history.at(-1)?.target).toBe('/acme/page-5');
  });
});

describe('sanitizeHistory', () => {
  it('drops broken entries and non-arrays', () => {
    expect(sanitizeHistory('nope')).toEqual([]);
    expect(
      sanitizeHistory([visit('/acme'), { target: 'http://evil' }, null, { ...visit('/x'), titleKey: 'bad' }]),
    ).toEqual([visit('/acme')]);
  });
});
