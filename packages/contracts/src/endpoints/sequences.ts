import {
  sequenceCreateSchema,
  sequenceListSchema,
  sequenceNextSchema,
  sequenceNumberSchema,
  sequenceSchema,
  sequenceUpdateSchema,
} from '../sequences.ts';
import { ADMIN, MEMBER } from './access.ts';
import { endpoint } from './endpoint.ts';
import { tenantAnd, tenantParams } from './params.ts';

const service = 'sequences';
const SERVICE = '/:tenant/v1/sequences';
export const SEQUENCE_NOT_FOUND = 'sequences.sequenceMissing';
const itemParams = tenantAnd('id', SEQUENCE_NOT_FOUND);

/**
 * The firm's number sequences. Every member reads them (a form may show the number a record will
 * get); administrators create, change and delete them and set their next value. The product's
 * own records draw their numbers on the server, in the transaction that stores the record.
 */
export const sequenceEndpoints = {
  list: endpoint({
    method: 'GET',
    path: SERVICE,
    access: MEMBER,
    service,
    summary: 'The number sequences of the organisation, by name',
    params: tenantParams,
    response: sequenceListSchema,
  }),
  create: endpoint({
    method: 'POST',
    path: SERVICE,
    access: ADMIN,
    service,
    summary: 'New number sequence; a name or target another sequence has answers 409',
    params: tenantParams,
    body: sequenceCreateSchema,
    status: 201,
    response: sequenceSchema,
  }),
  get: endpoint({
    method: 'GET',
    path: `${SERVICE}/:id`,
    access: MEMBER,
    service,
    summary: 'One number sequence',
    params: itemParams,
    response: sequenceSchema,
  }),
  update: endpoint({
    method: 'POST',
    path: `${SERVICE}/:id`,
    access: ADMIN,
    service,
    summary: 'Change the name, target or format of a sequence; only the fields sent change',
    params: itemParams,
    body: sequenceUpdateSchema,
    response: sequenceSchema,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: `${SERVICE}/:id`,
    access: ADMIN,
    service,
    summary: 'Delete a number sequence (numbers already given keep their values)',
    params: itemParams,
    status: 204,
  }),
  next: endpoint({
    method: 'PUT',
    path: `${SERVICE}/:id/next`,
    access: ADMIN,
    service,
    summary: 'Set the next value to `new` if it is still `old`; 409 and no change otherwise',
    params: itemParams,
    body: sequenceNextSchema,
    response: sequenceSchema,
  }),
  peek: endpoint({
    method: 'GET',
    path: `${SERVICE}/:id/peek`,
    access: MEMBER,
    service,
    summary: 'The number the next draw would give, without drawing it',
    params: itemParams,
    response: sequenceNumberSchema,
  }),
};
