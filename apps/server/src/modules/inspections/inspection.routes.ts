import type { inspectionEndpoints } from '@syna/contracts/endpoints/inspections';
import type { EndpointHandlers } from '../../platform/http/endpoint-routes.ts';
import type { FileStorage } from '../../platform/storage/file-storage.ts';
import type { AssignmentSetups } from './assignment-setup.ts';
import {
  bulkUpdateInspections,
  changeStatus,
  createInspection,
  getFormChoices,
  inspectionFileStore,
  getInspectionAttributes,
  removeInspection,
  removeInspectionAttribute,
  requireInspection,
  setInspectionAttribute,
  updateInspectionFields,
} from './inspection.service.ts';
import { requestSpreadsheetExport } from '../exports/index.ts';
import { inspectionExportSource } from './inspection-export.ts';
import { findInspections, findInspectionsByText } from './inspection-search.service.ts';
import { getInspectorDay } from './inspection-day.service.ts';
import { removeInspectionFile } from './inspection-file.service.ts';
import { listInspectionTags, tagInspection, untagInspection } from './inspection-tags.service.ts';
import { linkedInspections, relateInspections, unrelateInspections } from './inspection-links.service.ts';
import { putInspectionContacts, suggestContactNotes, takeContactOff } from './inspection-contacts.service.ts';
import {
  createProjectInspection,
  listProjectInspections,
  placeInProject,
  setProjectInspectionState,
  takeOutOfProject,
} from './project-inspection.service.ts';

/** The inspections' endpoints, each served by one service call. */
export function inspectionRoutes(
  storage: FileStorage,
  setups: AssignmentSetups,
): EndpointHandlers<typeof inspectionEndpoints> {
  return {
    search: (context, { body }) => findInspections(context, body),
    export: (context, { body }) => requestSpreadsheetExport(context, inspectionExportSource, body),
    searchText: (context, { params }) => findInspectionsByText(context, params.text),
    day: (context, { query }) => getInspectorDay(context, query.date),
    tags: (context) => listInspectionTags(context),
    bulkUpdate: (context, { body }) => bulkUpdateInspections(context, body),
    get: (context, { params }) => requireInspection(context, params.id),
    update: (context, { params, body }) => updateInspectionFields(context, params.id, body),
    remove: (context, { params, query }) => removeInspection(context, storage, params.id, query.hard),
    setStatus: (context, { params, body }) => changeStatus(context, params.id, body.value, body.confirmed),
    files: (context, { params }) => inspectionFileStore.list(context, params.id),
    uploadFile: (context, { params, file }) => inspectionFileStore.add(context, storage, params.id, file),
    downloadFile: (context, { params }) =>
      inspectionFileStore.open(context, storage, params.id, params.fileId),
    removeFile: (context, { params }) => removeInspectionFile(context, storage, params.id, params.fileId),
    setAttribute: (context, { params, body }) =>
      setInspectionAttribute(context, params.id, params.name, body.value),
    removeAttribute: (context, { params }) => removeInspectionAttribute(context, params.id, params.name),
    addTag: (context, { params }) => tagInspection(context, params.id, params.tag),
    removeTag: (context, { params }) => untagInspection(context, params.id, params.tag),
    relate: (context, { params, body }) => relateInspections(context, params.id, body),
    unrelate: (context, { params }) => unrelateInspections(context, params.id, params.relatedId),
    putContacts: (context, { params, body }) => putInspectionContacts(context, params.id, body.items),
    removeContact: (context, { params }) => takeContactOff(context, params.id, params.contactId),
    contactNotes: (context, { query }) => suggestContactNotes(context, query.type),
    create: (context, { body }) => createInspection(context, body, { setups }),
    formChoices: (context) => getFormChoices(context),
    links: (context, { params }) => linkedInspections(context, params.id),
    attributes: (context, { params }) => getInspectionAttributes(context, params.id),
    ofProject: (context, { params }) => listProjectInspections(context, params.id),
    createInProject: (context, { params, body }) => createProjectInspection(context, params.id, body, setups),
    placeInProject: (context, { params, body }) =>
      placeInProject(context, { projectId: params.id, inspectionId: params.inspection }, body.estateId),
    takeOutOfProject: (context, { params }) =>
      takeOutOfProject(context, { projectId: params.id, inspectionId: params.inspection }),
    setStateInProject: (context, { params, query }) =>
      setProjectInspectionState(
        context,
        { projectId: params.id, estateId: params.estate, inspectionId: params.inspection },
        query.state,
      ),
  };
}
