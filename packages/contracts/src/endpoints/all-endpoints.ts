import type { EndpointTable } from './endpoint.ts';
import { contactEndpoints } from './contacts.ts';
import { accountEndpoints, clientConfigEndpoints } from './account.ts';
import { profileEndpoints } from './profile.ts';
import { tenantEndpoints } from './tenancy.ts';
import { notificationEndpoints } from './notifications.ts';
import {
  contactRoleEndpoints,
  inspectionBranchEndpoints,
  inspectionStatusEndpoints,
  inspectionTypeEndpoints,
  projectTypeEndpoints,
} from './lookups.ts';

/** Every endpoint table of the API: the server must serve each, the tests walk them all. */
export const ALL_ENDPOINT_TABLES: readonly EndpointTable[] = [
  contactEndpoints,
  clientConfigEndpoints,
  accountEndpoints,
  profileEndpoints,
  tenantEndpoints,
  notificationEndpoints,
  inspectionTypeEndpoints,
  inspectionStatusEndpoints,
  contactRoleEndpoints,
  inspectionBranchEndpoints,
  projectTypeEndpoints,
];
