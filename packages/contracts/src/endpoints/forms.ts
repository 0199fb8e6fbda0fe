import {
  formCreateSchema,
  formListQuerySchema,
  formListSchema,
  formSchema,
  formUpdateSchema,
} from '../forms.ts';
import { ADMIN } from './access.ts';
import { adminRecordEndpoints } from './admin-records.ts';

/** The firm's input forms, defined by its administrators. */
export const formEndpoints = adminRecordEndpoints({
  path: '/:tenant/v1/vb/admin/forms',
  missing: 'forms.formMissing',
  listAccess: ADMIN,
  schemas: {
    listQuery: formListQuerySchema,
    list: formListSchema,
    create: formCreateSchema,
    record: formSchema,
    update: formUpdateSchema,
  },
  summaries: {
    list: 'List the input forms by name, without their fields (archived ones with ?archived=true)',
    create:
      'New input form with its key (unique in the firm, never changed), scope, types and fields; version 1',
    get: 'One input form with its fields as of its current version',
    update:
      'Change an input form: only the parts sent change; changed fields make a new version; archived: true archives it; with the version read, a change of an older version is refused (409)',
    remove: 'Delete an input form no record has values of (409 once values exist: archive it instead)',
  },
});
