import { beforeAll, describe, expect, it } from 'vitest';
import { remarkGradeEndpoints } from '@syna/contracts/endpoints/lookups';
import { remarkEndpoints } from '@syna/contracts/endpoints/remarks';
import type { RemarkGrade } from '@syna/contracts/lookups';
import { useRemarkWorld } from '../../../test/support/remark-fixture.ts';
import { addObject, addRemark, objectAt, remarkAt } from '../../../test/support/remark-factories.ts';

const world = useRemarkWorld();
let object: { id: string };
let grades: RemarkGrade[];
let theirGrades: RemarkGrade[];

beforeAll(async () => {
  object = await addObject(world.app, world.firm, world.owner, world.inspection.id);
  grades = (
    await world
      .as(world.owner)
      .ok(remarkGradeEndpoints.list, { params: { tenant: world.firm.id }, query: {} })
  ).items;
  theirGrades = (
    await world
      .as(world.outsider)
      .ok(remarkGradeEndpoints.list, { params: { tenant: world.otherFirm.id }, query: {} })
  ).items;
});

const remarks = () => objectAt(world.firm, world.inspection.id, object.id);
const remark = (id: string) => remarkAt(world.firm, world.inspection.id, object.id, id);
const gradeNamed = (name: string) => grades.find((grade) => grade.name === name)!;

describe('the firm’s scale of remark grades', () => {
  it('starts with the överlåtelsebesiktning scale, mildest first, the two gravest serious', () => {
    expect(grades.map(({ name, serious }) => [name, serious])).toEqual([
      ['Anmärkning', false],
      ['Fel', false],
      ['Allvarligt fel', true],
      ['Säkerhetsrisk', true],
    ]);
    expect(theirGrades.map((grade) => grade.name)).toContain('Säkerhetsrisk');
  });

  it('refuses to delete a grade a remark has (409), and lets it be archived', async () => {
    const params = { tenant: world.firm.id };
    const grade = await world.as(world.owner).ok(remarkGradeEndpoints.create, {
      params,
      body: { name: 'Observation', color: '#336699' },
    });
    expect(grade).toMatchObject({ serious: false, archived: false, sortOrder: 4 });
    await addRemark(world.app, world.firm, world.owner, world.inspection.id, object.id, {
      title: 'Notering',
      gradeId: grade.id,
    });
    const refused = await world
      .as(world.owner)
      .send(remarkGradeEndpoints.remove, { params: { ...params, id: grade.id } });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe(
      'Allvarlighetsgraden används av 1 anmärkning och kan inte tas bort. Arkivera den i stället.',
    );
    const archived = await world.as(world.owner).ok(remarkGradeEndpoints.update, {
      params: { ...params, id: grade.id },
      body: { archived: true },
    });
    expect(archived.archived).toBe(true);
  });

  it('lets members read the scale and only administrators change it', async () => {
    const params = { tenant: world.firm.id };
    expect(
      (await world.as(world.viewer).ok(remarkGradeEndpoints.list, { params, query: {} })).total,
    ).toBeGreaterThan(3);
    const refused = await world
      .as(world.viewer)
      .send(remarkGradeEndpoints.create, { params, body: { name: 'Kosmetiskt' } });
    expect(refused.statusCode).toBe(403);
  });
});

describe('a graded remark', () => {
  it('keeps its grade, recommended action, investigation and cost estimate, and clears them', async () => {
    const created = await addRemark(world.app, world.firm, world.owner, world.inspection.id, object.id, {
      title: 'Fuktskada i bjälklag',
      gradeId: gradeNamed('Allvarligt fel').id,
      recommendedAction: 'Byt skadat virke och åtgärda läckaget.',
      investigate: true,
      investigation: 'Fuktmätning av bjälklaget från krypgrunden.',
      costEstimate: 45_000,
    });
    expect(created).toMatchObject({
      gradeId: gradeNamed('Allvarligt fel').id,
      recommendedAction: 'Byt skadat virke och åtgärda läckaget.',
      investigate: true,
      investigation: 'Fuktmätning av bjälklaget från krypgrunden.',
      costEstimate: 45_000,
    });
    const cleared = await world.as(world.owner).ok(remarkEndpoints.change, {
      ...remark(created.id),
      body: { gradeId: null, recommendedAction: ' ', investigate: false, costEstimate: null },
    });
    expect(cleared).toMatchObject({
      gradeId: null,
      recommendedAction: null,
      investigate: false,
      investigation: 'Fuktmätning av bjälklaget från krypgrunden.',
      costEstimate: null,
    });
  });

  it('starts ungraded, with no investigation', async () => {
    const plain = await addRemark(world.app, world.firm, world.owner, world.inspection.id, object.id, {
      title: 'Skrapad färg',
    });
    expect(plain).toMatchObject({
      gradeId: null,
      recommendedAction: null,
      investigate: false,
      costEstimate: null,
    });
  });

  it('refuses another firm’s grade, an unknown one and a negative cost with field errors, writing nothing', async () => {
    const own = await addRemark(world.app, world.firm, world.owner, world.inspection.id, object.id, {
      title: 'Oförändrad',
    });
    const before = await world.as(world.owner).ok(remarkEndpoints.list, remarks());
    const theirs = theirGrades[0]!.id;
    for (const [name, call, field] of [
      [
        'create with their grade',
        () =>
          world.as(world.owner).send(remarkEndpoints.create, {
            ...remarks(),
            body: { title: 'x', gradeId: theirs },
          }),
        'body.gradeId',
      ],
      [
        'change to their grade',
        () =>
          world
            .as(world.owner)
            .send(remarkEndpoints.change, { ...remark(own.id), body: { gradeId: theirs } }),
        'body.gradeId',
      ],
      [
        'change many, one with an unknown grade',
        () =>
          world.as(world.owner).send(remarkEndpoints.changeMany, {
            ...remarks(),
            body: {
              items: [
                { id: own.id, title: 'Ändrad' },
                { id: own.id, gradeId: '00000000-0000-4000-8000-000000000000' },
              ],
            },
          }),
        'body.items.1.gradeId',
      ],
      [
        'negative cost',
        () =>
          world
            .as(world.owner)
            .send(remarkEndpoints.change, { ...remark(own.id), body: { costEstimate: -1 } }),
        'body.costEstimate',
      ],
    ] as const) {
      const response = await call();
      expect(response.statusCode, name).toBe(400);
      expect(response.json().errors, name).toHaveProperty([field]);
    }
    expect(await world.as(world.owner).ok(remarkEndpoints.list, remarks())).toEqual(before);
  });
});
