import { describe, expect, it } from 'vitest';
import { documentTemplateEndpoints } from '@syna/contracts/endpoints/documents';
import { documentMessages } from '@syna/contracts/messages/documents';
import { callerFactory } from './support/api-client.ts';
import { unclosedParagraphsFile } from './support/docx-files.ts';
import { buildTenant, buildUser } from './support/factories.ts';
import { slowestAnswerDuring } from './support/latency.ts';
import {
  assignmentWithFourParts,
  createReportApp,
  exportReport,
  multiplyingTemplate,
  uploadTemplate,
} from './support/report-fixture.ts';
import { useWorld } from './support/test-world.ts';

// Nothing one firm sends holds up another: while one firm's hostile file is checked or rendered,
// the server answers another firm within a second. Timed alone, with nothing beside it on the CPU;
// that the hostile files are refused is tested in the regular suite too.
const SLOWEST_OTHER_FIRM_MS = 1000;
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

const world = useWorld(async () => {
  const app = await createReportApp();
  const owner = await buildUser(app, { name: 'Olle Ägare' });
  const outsider = await buildUser(app, { name: 'Ulf Utanför' });
  const firm = await buildTenant(app, owner);
  const otherFirm = await buildTenant(app, outsider);
  return { app, as: callerFactory(app), owner, outsider, firm, otherFirm };
});

const otherFirmsTemplates = () =>
  world.as(world.outsider).ok(documentTemplateEndpoints.list, { params: { tenant: world.otherFirm.id } });

describe('while one firm’s hostile file is worked on, another firm', () => {
  it('is answered within a second as a crafted template is checked', async () => {
    const { result: response, slowestMs } = await slowestAnswerDuring(
      () =>
        world
          .as(world.owner)
          .upload(documentTemplateEndpoints.create, { params: { tenant: world.firm.id }, body: {} }, [
            { name: 'mall.docx', type: DOCX, bytes: unclosedParagraphsFile() },
          ]),
      otherFirmsTemplates,
    );
    expect(response.statusCode).toBe(400);
    expect(slowestMs).toBeLessThanOrEqual(SLOWEST_OTHER_FIRM_MS);
  });

  it('is answered within a second as a multiplying template’s report is rendered', async () => {
    const assignment = await assignmentWithFourParts(world.app, world.firm, world.owner, '2026-0950');
    const template = await uploadTemplate(world.app, world.owner, world.firm.id, multiplyingTemplate());
    const { result: job, slowestMs } = await slowestAnswerDuring(
      () => exportReport(world.app, world.owner, world.firm.id, assignment.id, { template: template.id }),
      otherFirmsTemplates,
    );
    expect(job).toMatchObject({ state: 'failed', reason: documentMessages.renderTooLarge.sv });
    expect(slowestMs).toBeLessThanOrEqual(SLOWEST_OTHER_FIRM_MS);
  });
});
