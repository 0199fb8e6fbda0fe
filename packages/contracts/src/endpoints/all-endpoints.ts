import type { EndpointTable } from './endpoint.ts';
import { activityEndpoints } from './activities.ts';
import { availabilityEndpoints } from './availability.ts';
import { contactEndpoints } from './contacts.ts';
import { inspectionEndpoints } from './inspections.ts';
import { projectEndpoints } from './projects.ts';
import { orderEndpoints, orderTypeEndpoints } from './orders.ts';
import { publicOrderEndpoints } from './public-orders.ts';
import { contentEndpoints } from './content.ts';
import { baseTemplateEndpoints, documentTemplateEndpoints } from './documents.ts';
import { commonRemarkEndpoints, templateRemarkEndpoints } from './remark-library.ts';
import { objectEndpoints, remarkEndpoints, remarkImageEndpoints } from './remarks.ts';
import { accountEndpoints, clientConfigEndpoints } from './account.ts';
import { invitationEndpoints, myInvitationEndpoints } from './invitations.ts';
import { identityLinkEndpoints } from './identity-links.ts';
import {
  inspectionShareEndpoints,
  myNetworkEndpoints,
  networkEndpoints,
  networkOrgAdminEndpoints,
  networkUserAdminEndpoints,
  orderShareEndpoints,
} from './network.ts';
import { profileEndpoints } from './profile.ts';
import { tenantEndpoints } from './tenancy.ts';
import { billingEndpoints } from './billing.ts';
import { groupEndpoints, memberEndpoints, permissionEndpoints, roleEndpoints } from './roles-and-groups.ts';
import { notificationEndpoints } from './notifications.ts';
import { eventEndpoints } from './events.ts';
import { metadataEndpoints } from './metadata.ts';
import { metadataCheckEndpoints } from './metadata-check.ts';
import { blueprintEndpoints } from './blueprints.ts';
import { formEndpoints } from './forms.ts';
import { recordFormEndpoints } from './record-forms.ts';
import { emailTemplateEndpoints, mailMessageEndpoints } from './email.ts';
import { organizationEndpoints } from './organization.ts';
import {
  contactRoleEndpoints,
  inspectionBranchEndpoints,
  inspectionStatusEndpoints,
  inspectionTypeEndpoints,
  projectTypeEndpoints,
  remarkGradeEndpoints,
} from './lookups.ts';
import { reportExportEndpoints } from './report-exports.ts';
import { spreadsheetExportEndpoints } from './exports.ts';
import { sequenceEndpoints } from './sequences.ts';
import { speechEndpoints } from './speech.ts';
import { uploadSessionEndpoints } from './upload-sessions.ts';
import { fortnoxEndpoints, vismaEndpoints } from './accounting.ts';
import { remarkTransferEndpoints } from './remark-transfer.ts';
import { formTransferEndpoints, metadataTransferEndpoints } from './metadata-transfer.ts';
import { mapEndpoints } from './maps.ts';
import { priceEndpoints } from './prices.ts';
import { insuranceEndpoints } from './insurance.ts';

/** Every endpoint table of the API: the server must serve each, the tests walk them all. */
export const ALL_ENDPOINT_TABLES: readonly EndpointTable[] = [
  contactEndpoints,
  inspectionEndpoints,
  projectEndpoints,
  orderEndpoints,
  orderTypeEndpoints,
  publicOrderEndpoints,
  activityEndpoints,
  availabilityEndpoints,
  contentEndpoints,
  documentTemplateEndpoints,
  baseTemplateEndpoints,
  reportExportEndpoints,
  spreadsheetExportEndpoints,
  objectEndpoints,
  remarkEndpoints,
  remarkImageEndpoints,
  speechEndpoints,
  uploadSessionEndpoints,
  fortnoxEndpoints,
  vismaEndpoints,
  priceEndpoints,
  commonRemarkEndpoints,
  templateRemarkEndpoints,
  remarkTransferEndpoints,
  metadataTransferEndpoints,
  formTransferEndpoints,
  clientConfigEndpoints,
  accountEndpoints,
  invitationEndpoints,
  myInvitationEndpoints,
  identityLinkEndpoints,
  networkUserAdminEndpoints,
  networkOrgAdminEndpoints,
  networkEndpoints,
  myNetworkEndpoints,
  orderShareEndpoints,
  inspectionShareEndpoints,
  profileEndpoints,
  tenantEndpoints,
  roleEndpoints,
  permissionEndpoints,
  groupEndpoints,
  memberEndpoints,
  billingEndpoints,
  notificationEndpoints,
  eventEndpoints,
  metadataEndpoints,
  metadataCheckEndpoints,
  formEndpoints,
  blueprintEndpoints,
  recordFormEndpoints,
  emailTemplateEndpoints,
  mailMessageEndpoints,
  organizationEndpoints,
  inspectionTypeEndpoints,
  inspectionStatusEndpoints,
  contactRoleEndpoints,
  inspectionBranchEndpoints,
  projectTypeEndpoints,
  remarkGradeEndpoints,
  sequenceEndpoints,
  mapEndpoints,
  insuranceEndpoints,
];
