import { z } from 'zod';
import {
  absenceInputSchema,
  absenceSchema,
  memberAvailabilitySchema,
  weekHoursInputSchema,
} from '../availability.ts';
import { MEMBER } from './access.ts';
import { endpoint } from './endpoint.ts';
import { tenantParams } from './params.ts';

const service = 'availability';
const memberParams = tenantParams.extend({ userId: z.uuid() });
const absenceParams = memberParams.extend({ id: z.uuid() });

/**
 * A member's working hours and absences, which the public calendar books against. Every member
 * reads and changes their own; an administrator anyone's (the service judges whose it is).
 */
export const availabilityEndpoints = {
  get: endpoint({
    method: 'GET',
    path: '/:tenant/v1/availability/:userId',
    access: MEMBER,
    service,
    summary:
      'A member’s week of working hours (the firm’s booking day until they save their own) and coming absences',
    params: memberParams,
    response: memberAvailabilitySchema,
  }),
  setHours: endpoint({
    method: 'PUT',
    path: '/:tenant/v1/availability/:userId/hours',
    access: MEMBER,
    service,
    summary: 'Replace a member’s week of working hours: each weekday off or from–to',
    params: memberParams,
    body: weekHoursInputSchema,
    response: memberAvailabilitySchema,
  }),
  addAbsence: endpoint({
    method: 'POST',
    path: '/:tenant/v1/availability/:userId/absences',
    access: MEMBER,
    service,
    summary: 'Add an absence: the first and last day away (inclusive) and a note',
    params: memberParams,
    body: absenceInputSchema,
    status: 201,
    response: absenceSchema,
  }),
  removeAbsence: endpoint({
    method: 'DELETE',
    path: '/:tenant/v1/availability/:userId/absences/:id',
    access: MEMBER,
    service,
    summary: 'Delete an absence',
    params: absenceParams,
    status: 204,
  }),
};
