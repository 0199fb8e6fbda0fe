import type { Contact } from '@syna/contracts/contacts';
import {
  INSURANCE_FIELDS,
  type InsuranceDetails,
  type InsuranceField,
  type InsuranceParty,
} from '@syna/contracts/insurance';
import type { Inspection } from '@syna/contracts/inspections';
import { zoneDate } from '@syna/contracts/time-zone';
import type { RequestContext } from '../../platform/http/request-context.ts';
import { contactsById } from '../contacts/index.ts';
import { inspectionFormsForDocuments } from '../forms/index.ts';
import { requireInspection } from '../inspections/index.ts';
import { findLookupItem, inspectionTypeKind, statusCategoryOf } from '../lookups/index.ts';
import { estateDesignation } from '../projects/index.ts';
import { latestReportVersion } from '../reports/index.ts';

/** The steps of the status course at which an assignment is finished: performed, or later. */
const FINISHED = new Set(['performed', 'reported', 'invoiced']);
/** The contact roles that name the seller and the buyer, by their Swedish or English name. */
const SELLER_ROLES = new Set(['säljare', 'seller']);
const BUYER_ROLES = new Set(['köpare', 'buyer']);
/** The standard property form's designation field (migration 0052), and an order's (order acceptance). */
const PROPERTY_FORM = 'fastighetsuppgifter';
const DESIGNATION_FIELD = 'fastighetsbeteckning';
const ORDER_DESIGNATION_ATTRIBUTE = 'estate.number';

/** What the request is built from, what is missing, and the report version it rests on. */
export interface InsuranceBasis {
  inspection: Inspection;
  insurable: boolean;
  details: InsuranceDetails;
  missing: InsuranceField[];
}

const filled = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() ? value.trim() : null;

function partyOf(contact: Contact | undefined, fallbackName: string): InsuranceParty {
  return {
    name: contact?.name ?? fallbackName,
    identityNumber: contact?.number ?? null,
    email: contact?.email ?? null,
    phone: contact?.phone ?? null,
  };
}

/** The first contact of the assignment in one of the roles, by its Swedish or English name. */
function contactInRole(inspection: Inspection, roles: Set<string>) {
  return inspection.contacts.find((entry) =>
    [entry.role?.name, entry.role?.nameEn].some((name) => name && roles.has(name.trim().toLowerCase())),
  );
}

/**
 * The estate designation (fastighetsbeteckning): as the inspector recorded it in the standard
 * property form, else as the order named it, else the project's estate the assignment is for.
 */
async function estateDesignationOf(context: RequestContext, inspection: Inspection): Promise<string | null> {
  const forms = await inspectionFormsForDocuments(
    context.tx,
    { id: inspection.id, typeId: inspection.type?.id ?? null },
    (_fields, values) => filled(values[DESIGNATION_FIELD]),
  );
  const recorded = forms[PROPERTY_FORM] ?? filled(inspection.attributes[ORDER_DESIGNATION_ATTRIBUTE]);
  if (recorded || !inspection.estateId) return recorded;
  return filled(await estateDesignation(context.tx, inspection.estateId));
}

/** Whether the assignment's status is performed or later in the course. */
async function isFinished(context: RequestContext, inspection: Inspection): Promise<boolean> {
  if (!inspection.status) return false;
  const category = await statusCategoryOf(context, inspection.status.id);
  return category !== null && FINISHED.has(category);
}

/**
 * Builds the insurance request's details from the assignment (404 for one not the firm's): the
 * seller (the contact in the seller's role, else the customer), the buyer if a contact has that
 * role, the estate designation, address, inspection date, inspector and the newest issued report
 * with its hash; and lists what is missing, in the order of INSURANCE_FIELDS.
 */
export async function insuranceBasis(context: RequestContext, inspectionId: string): Promise<InsuranceBasis> {
  const inspection = await requireInspection(context, inspectionId);
  const type = inspection.type
    ? await findLookupItem(context, { kind: inspectionTypeKind, parentId: null }, inspection.type.id)
    : null;
  const insurable = type !== null && 'insurable' in type && type.insurable === true;
  const sellerEntry = contactInRole(inspection, SELLER_ROLES);
  const buyerEntry = contactInRole(inspection, BUYER_ROLES);
  const sellerRef = sellerEntry?.contact ?? inspection.customer;
  const known = await contactsById(
    context.tx,
    [sellerRef?.id, buyerEntry?.contact.id].filter((id): id is string => id !== undefined),
  );
  const version = await latestReportVersion(context.tx, inspection.id);
  const details: InsuranceDetails = {
    assignment: { id: inspection.id, number: inspection.number },
    seller: sellerRef ? partyOf(known.get(sellerRef.id), sellerRef.name) : null,
    buyer: buyerEntry ? partyOf(known.get(buyerEntry.contact.id), buyerEntry.contact.name) : null,
    estateDesignation: await estateDesignationOf(context, inspection),
    address: inspection.address && (inspection.address.address ?? '').trim() ? inspection.address : null,
    inspectionDate: inspection.date,
    inspector: inspection.inspector,
    report: version && {
      id: version.id,
      version: version.version,
      reportNumber: version.reportNumber,
      issuedOn: zoneDate(new Date(version.created)),
      sha256: version.pdf?.sha256 ?? version.docx.sha256,
    },
  };
  const lacking: Record<InsuranceField, boolean> = {
    type: !insurable,
    finished: !(await isFinished(context, inspection)),
    seller: !details.seller,
    estateDesignation: !details.estateDesignation,
    address: !details.address,
    inspectionDate: !details.inspectionDate,
    inspector: !details.inspector,
    report: !details.report,
  };
  const missing = INSURANCE_FIELDS.filter((field) => lacking[field]);
  return { inspection, insurable, details, missing };
}
