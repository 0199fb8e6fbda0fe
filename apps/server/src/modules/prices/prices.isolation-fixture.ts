import { priceEndpoints } from '@syna/contracts/endpoints/prices';
import { callerFactory } from '../../../test/support/api-client.ts';
import { buildInspectionType, postInspection } from '../../../test/support/inspection-factories.ts';
import type { SeedFirm } from '../../../test/support/isolation-fixture.ts';

/** Firm A's price list (a priced type, an extra) and an assignment priced with both, for the walk. */
export const seedFirm: SeedFirm = async (app, firm, owner, secret) => {
  const as = callerFactory(app)(owner);
  const params = { tenant: firm.id };
  const type = await buildInspectionType(app, firm.id, { name: `${secret} pristyp` });
  await as.ok(priceEndpoints.setTypePrice, {
    params: { ...params, kind: 'inspection', typeId: type.id },
    body: { unitPrice: 990_000, vatRate: 25, articleNumber: secret.slice(0, 50) },
  });
  const article = await as.ok(priceEndpoints.createArticle, {
    params,
    body: { name: `${secret} tillägg`, unit: 'st', unitPrice: 50_000, vatRate: 25 },
  });
  const assignment = await postInspection(app, firm.id, owner.auth, { typeId: type.id });
  const { rows } = await as.ok(priceEndpoints.assignmentPrice, { params: { ...params, id: assignment.id } });
  await as.ok(priceEndpoints.setAssignmentPrice, {
    params: { ...params, id: assignment.id },
    body: {
      rows: [
        ...rows,
        {
          articleId: article.id,
          articleNumber: null,
          description: article.name,
          quantity: 2,
          unitPrice: 50_000,
          vatRate: 25,
        },
      ],
    },
  });
};
