import { describe, expect, it } from 'vitest';
import { copyNeedsServer, copyOfObject } from './object-copy';
import { testImage, testObject, testRemark } from './test-fixtures';

describe('copying an object on the device', () => {
  it('names the copy, keeps its fields and every field and place of its remarks', () => {
    const said = {
      title: 'Fuktfläck',
      text: 'Vid golvbrunnen',
      category: 'Fukt',
      location: 'Tvättstuga',
      gradeId: 'g1',
      recommendedAction: 'Åtgärda',
      investigate: true,
      investigation: 'Fuktmätning',
      costEstimate: 45_000,
      attributes: { rum: 2 },
    };
    const remark = { ...testRemark('r1', 3), ...said };
    const object = { ...testObject('o1', 1, [remark]), name: 'Källare', status: 'Klar', description: 'Torr' };
    const copy = copyOfObject({ ...object, attributes: { våning: -1 } }, ' (kopia)');
    expect(copy.object).toEqual({
      name: 'Källare (kopia)',
      description: 'Torr',
      status: 'Klar',
      attributes: { våning: -1 },
    });
    // Every field the remark says, and its place; not its id, version, photos or recordings.
    expect(copy.remarks).toEqual([{ ...said, sortOrder: 3 }]);
  });

  it('leaves an object with photos, or an archived one, to the server', () => {
    expect(copyNeedsServer(testObject('o1', 1, [testRemark('r1', 1)]))).toBe(false);
    expect(copyNeedsServer(testObject('o1', 1, [testRemark('r1', 1, [testImage('p1')])]))).toBe(true);
    expect(copyNeedsServer({ ...testObject('o1', 1), state: 'archived' })).toBe(true);
  });
});
