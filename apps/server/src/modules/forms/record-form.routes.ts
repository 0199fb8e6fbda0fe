import type { recordFormEndpoints } from '@syna/contracts/endpoints/record-forms';
import type { EndpointHandlers } from '../../platform/http/endpoint-routes.ts';
import {
  estatesWithForms,
  getRecordForms,
  objectsWithForms,
  writeRecordForm,
} from './record-form.service.ts';

/** Each kind of record's forms, named by the record's own path parameters. */
export function recordFormRoutes(): EndpointHandlers<typeof recordFormEndpoints> {
  return {
    inspectionForms: (context, { params }) =>
      getRecordForms(context, { scope: 'INSPECTION', inspectionId: params.id }),
    writeInspectionForm: (context, { params, body }) =>
      writeRecordForm(context, { scope: 'INSPECTION', inspectionId: params.id }, params.form, body),
    objectForms: (context, { params }) =>
      getRecordForms(context, { scope: 'OBJECT', inspectionId: params.id, objectId: params.object }),
    writeObjectForm: (context, { params, body }) =>
      writeRecordForm(
        context,
        { scope: 'OBJECT', inspectionId: params.id, objectId: params.object },
        params.form,
        body,
      ),
    objectsWithForms: (context, { params }) => objectsWithForms(context, params.id),
    projectForms: (context, { params }) =>
      getRecordForms(context, { scope: 'PROJECT', projectId: params.id }),
    writeProjectForm: (context, { params, body }) =>
      writeRecordForm(context, { scope: 'PROJECT', projectId: params.id }, params.form, body),
    estateForms: (context, { params }) =>
      getRecordForms(context, { scope: 'ESTATE', projectId: params.id, estateId: params.estate }),
    writeEstateForm: (context, { params, body }) =>
      writeRecordForm(
        context,
        { scope: 'ESTATE', projectId: params.id, estateId: params.estate },
        params.form,
        body,
      ),
    estatesWithForms: (context, { params }) => estatesWithForms(context, params.id),
    orderForms: (context, { params }) => getRecordForms(context, { scope: 'ORDER', orderId: params.id }),
    writeOrderForm: (context, { params, body }) =>
      writeRecordForm(context, { scope: 'ORDER', orderId: params.id }, params.form, body),
  };
}
