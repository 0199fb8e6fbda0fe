import { z } from 'zod';
import { insuranceRequestSchema, insuranceStateSchema } from '../insurance.ts';
import { permitted } from './access.ts';
import { endpoint } from './endpoint.ts';
import { tenantParams } from './params.ts';

const service = 'vb';
const path = '/:tenant/v1/vb/admin/dff/:id';
const params = tenantParams.extend({ id: z.uuid() });

/**
 * The hidden-defect insurance request of an assignment (SPEC §7 "Insurance form request"):
 * `POST /admin/dff/{id}` with an empty body sends it to the insurer. An assignment that lacks
 * what the insurer needs answers 400 naming each missing thing, and nothing is sent; an insurer's
 * failure answers 502 with its status (`providerStatus`), the attempt recorded.
 */
export const insuranceEndpoints = {
  state: endpoint({
    method: 'GET',
    path,
    access: permitted('inspections.read'),
    service,
    summary:
      'Whether the assignment can be insured against hidden defects: what would be sent, what is missing, ' +
      'and the requests made',
    params,
    response: insuranceStateSchema,
  }),
  request: endpoint({
    method: 'POST',
    path,
    access: permitted('inspections.write'),
    service,
    summary:
      'Create the hidden-defect insurance request of a finished assignment with an issued report: sent ' +
      'to the insurer and recorded with its reference; 400 names what is missing, 409 when one is sent',
    params,
    status: 201,
    response: insuranceRequestSchema,
  }),
};
