import { REPORT_ATTRIBUTES } from '@syna/contracts/document-templates';
import { CERTIFICATION_PROPERTY } from '@syna/contracts/initial-data';
import { formatAddress, formatMoney, formatWholeKronor } from '@syna/contracts/format';
import { formatQuantity, oreToKronor, priceTotals } from '@syna/contracts/prices';
import { formValuesForDocuments } from '@syna/contracts/form-value-text';
import { wallClock } from '@syna/contracts/time-zone';
import type { RequestContext } from '../../platform/http/request-context.ts';
import { assetThumbnailUrl, assetUrl, findPublicImage } from '../content/index.ts';
import { contactsById } from '../contacts/index.ts';
import { requireInspection } from '../inspections/index.ts';
import { remarkGradesById } from '../lookups/index.ts';
import { inspectionFormsForDocuments } from '../forms/index.ts';
import { findOrderForTemplates } from '../orders/index.ts';
import { inspectionPricing } from '../prices/index.ts';
import { listInspectionRemarks, type RemarkPhoto } from '../remarks/index.ts';
import { findUserFeatureValue } from '../users/index.ts';

/** What building a report's data needs: the firm's transaction and the firm. */
export type ReportDataContext = Pick<RequestContext, 'tx' | 'tenant'>;

/** The numbers an export drew for the report; null where it drew none. */
export interface ReportNumbers {
  reportNumber: string | null;
  invoiceNumber: string | null;
}

/** A picture the report may hold: where its image is stored, and whether it spans the page or half of it. */
export interface ReportPicture {
  storageKey: string;
  shown: 'page' | 'half';
}

/**
 * The report's data in the shape of REPORT_FIELDS, and its pictures. A picture field holds the
 * picture's link; `pictures` maps each link to the stored image, and only the firm's logo and the
 * assignment's own photos are in it: a template can name no other file.
 */
export interface ReportData {
  data: Record<string, unknown>;
  pictures: Map<string, ReportPicture>;
}

const text = (value: string | null | undefined) => value ?? '';
/** What a remark that recommends an investigation without naming it prints. */
const INVESTIGATION_UNNAMED = 'Fortsatt teknisk utredning rekommenderas.';
/** An attribute's value as text: a written text, or nothing. */
const attributeText = (attributes: Record<string, unknown>, name: string) => {
  const value = attributes[name];
  return typeof value === 'string' ? value : '';
};

/**
 * The photos a report shows of a remark: each original photo once, as its newest annotated
 * version where it has one (the photo with the inspector's marks).
 */
function shownPhotos(photos: readonly RemarkPhoto[]): RemarkPhoto[] {
  const newestAnnotated = new Map<string, RemarkPhoto>();
  for (const photo of photos) {
    if (!photo.originalId) continue;
    const known = newestAnnotated.get(photo.originalId);
    if (!known || known.createdAt < photo.createdAt) newestAnnotated.set(photo.originalId, photo);
  }
  return photos.filter((photo) => !photo.originalId).map((photo) => newestAnnotated.get(photo.id) ?? photo);
}

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
}

type PictureLink = (name: string, storageKey: string) => string;

/**
 * A remark's photos as a report shows them: one under the other across the page (`images`), and
 * two abreast (`photoRows`, the last row's right one absent for an odd number); each with the
 * remark's number and the inspector's caption.
 */
function remarkPhotos(
  number: string,
  photos: readonly RemarkPhoto[],
  captionOf: (photo: RemarkPhoto) => string,
  link: PictureLink,
  halfLink: PictureLink,
) {
  const described = (photo: RemarkPhoto, picture: PictureLink) => ({
    image: picture(photo.name, photo.storageKey),
    number,
    caption: captionOf(photo),
  });
  const photoRows = [];
  for (let index = 0; index < photos.length; index += 2) {
    const right = photos[index + 1];
    photoRows.push({
      left: described(photos[index]!, halfLink),
      right: right ? described(right, halfLink) : null,
    });
  }
  return {
    images: photos.map((photo) => ({ ...described(photo, link), name: photo.name })),
    photoRows,
  };
}

type FormValues = ReturnType<typeof formValuesForDocuments>;

/**
 * The forms of which anything is written: a template's `{#form.<form>}` section, a heading with
 * the form's fields, is left out for a form the inspector has not filled in.
 */
function writtenForms(forms: Record<string, FormValues>): Record<string, FormValues> {
  return Object.fromEntries(
    Object.entries(forms).filter(([, values]) => Object.values(values).some((value) => value.length > 0)),
  );
}

/** The firm's logo: an image it uploaded for anyone, named by the last part of its link. */
async function logoOf(context: ReportDataContext): Promise<{ name: string; storageKey: string } | null> {
  const name = context.tenant.icon?.split('?')[0]?.split('/').pop();
  return name ? findPublicImage(context.tx, decodeURIComponent(name)) : null;
}

/**
 * The report's data of an assignment, read inside the firm's scope (404 for an assignment not
 * the firm's). Pictures are named by their links, absolute when `baseUrl` is given; `numbers` are
 * those an export drew (reading the data draws none).
 */
export async function buildReportData(
  context: ReportDataContext,
  inspectionId: string,
  options: { baseUrl?: string | undefined; numbers?: ReportNumbers; now: Date },
): Promise<ReportData> {
  const inspection = await requireInspection(context, inspectionId);
  const pictures = new Map<string, ReportPicture>();
  const base = options.baseUrl?.replace(/\/$/, '') ?? '';
  const link = (name: string, storageKey: string) => {
    const url = `${base}${assetUrl(context.tenant.id, name)}`;
    pictures.set(url, { storageKey, shown: 'page' });
    return url;
  };
  // A photo two abreast is named by its thumbnail's link, a working address of the same photo;
  // the report draws it from the full photo, half a page wide.
  const halfLink = (name: string, storageKey: string) => {
    const url = `${base}${assetThumbnailUrl(context.tenant.id, name)}`;
    pictures.set(url, { storageKey, shown: 'half' });
    return url;
  };

  const order = await findOrderForTemplates(context.tx, inspectionId);
  const known = await contactsById(context.tx, [
    ...(inspection.customer ? [inspection.customer.id] : []),
    ...inspection.contacts.map((entry) => entry.contact.id),
  ]);
  const customer = inspection.customer ? known.get(inspection.customer.id) : undefined;
  const contacts = inspection.contacts.map((entry) => {
    const contact = known.get(entry.contact.id);
    return {
      role: text(entry.role?.name),
      name: text(contact?.name ?? entry.contact.name),
      email: text(contact?.email),
      phone: text(contact?.phone),
    };
  });

  const { objects, remarks, photos } = await listInspectionRemarks(context.tx, inspectionId);
  const photosByRemark = groupBy(photos, (photo) => photo.remarkId);
  // An annotated version prints the caption written on its original.
  const captions = new Map(photos.map((photo) => [photo.id, photo.caption]));
  const captionOf = (photo: RemarkPhoto) => text(captions.get(photo.originalId ?? photo.id));
  const remarksByObject = groupBy(remarks, (remark) => remark.objectId);
  const grades = await remarkGradesById(context);
  const forms = writtenForms(
    await inspectionFormsForDocuments(
      context.tx,
      { id: inspection.id, typeId: inspection.type?.id ?? null },
      formValuesForDocuments,
    ),
  );
  const logo = await logoOf(context);
  const pricing = await inspectionPricing(context, inspectionId);
  const money = (ore: number) => formatMoney(oreToKronor(ore));
  const certification = inspection.inspector
    ? await findUserFeatureValue(context.tx, inspection.inspector.id, CERTIFICATION_PROPERTY)
    : null;

  // Remarks numbered as the app numbers them: the part's place, then the remark's ("2.3").
  const inspected = objects.map((object, objectIndex) => ({
    name: object.name,
    remarks: (remarksByObject.get(object.id) ?? []).map((remark, remarkIndex) => {
      const grade = remark.gradeId ? grades.get(remark.gradeId) : undefined;
      const number = `${objectIndex + 1}.${remarkIndex + 1}`;
      return {
        number,
        title: remark.title,
        text: text(remark.text),
        category: text(remark.category),
        location: text(remark.location),
        grade: text(grade?.name),
        serious: grade?.serious ?? false,
        // Remarks written before the field existed kept their recommendation as an attribute.
        recommendation:
          remark.recommendedAction ?? attributeText(remark.attributes, REPORT_ATTRIBUTES.recommendation),
        investigation: remark.investigate ? text(remark.investigation) || INVESTIGATION_UNNAMED : '',
        costEstimate: remark.costEstimate === null ? '' : formatWholeKronor(remark.costEstimate),
        ...remarkPhotos(number, shownPhotos(photosByRemark.get(remark.id) ?? []), captionOf, link, halfLink),
      };
    }),
  }));
  const allRemarks = inspected.flatMap((object) =>
    object.remarks.map(({ images: _images, photoRows: _rows, serious, ...remark }) => ({
      ...remark,
      serious,
      object: object.name,
    })),
  );

  const data = {
    firm: {
      name: context.tenant.name,
      address: text(context.tenant.address.value),
      email: text(context.tenant.email),
      insurance: text(context.tenant.insurance),
      logo: logo ? link(logo.name, logo.storageKey) : '',
    },
    assignment: {
      number: inspection.number,
      type: text(inspection.type?.name),
      status: text(inspection.status?.name),
      date: text(inspection.date),
      startTime: text(inspection.startTime),
      stopTime: text(inspection.stopTime),
      orderNumber: text(inspection.orderNumber ?? order?.number),
      orderDate: text(inspection.orderDate),
      description: text(inspection.description),
      customerMessage: text(inspection.customerMessage),
      preferredDate: text(inspection.preferredDate),
      preferredTime: text(inspection.preferredTime),
      address: formatAddress(inspection.address),
      inspector: text(inspection.inspector?.name),
      inspectorCertification: text(certification),
    },
    customer: {
      name: text(customer?.name),
      email: text(customer?.email),
      phone: text(customer?.phone),
    },
    contacts,
    price: {
      rows: pricing.rows.map((row) => ({
        description: row.description,
        quantity: formatQuantity(row.quantity),
        unitPrice: money(row.unitPrice),
        vatRate: `${row.vatRate} %`,
        amount: money(priceTotals([row]).net),
      })),
      net: money(pricing.totals.net),
      vat: money(pricing.totals.vat),
      gross: money(pricing.totals.gross),
    },
    form: forms,
    objects: inspected.map((object) => ({
      ...object,
      remarks: object.remarks.map(({ serious: _serious, ...remark }) => remark),
    })),
    seriousFindings: allRemarks
      .filter((remark) => remark.serious)
      .map(({ number, title, grade, object, recommendation }) => ({
        number,
        title,
        grade,
        object,
        recommendation,
      })),
    investigations: allRemarks
      .filter((remark) => remark.investigation !== '')
      .map(({ number, title, object, investigation }) => ({ number, title, object, investigation })),
    report: {
      date: reportDate(inspection.date, wallClock(options.now).date),
      number: text(options.numbers?.reportNumber),
      riskAnalysis: attributeText(inspection.attributes, REPORT_ATTRIBUTES.riskAnalysis),
      furtherInvestigation: attributeText(inspection.attributes, REPORT_ATTRIBUTES.furtherInvestigation),
    },
    invoice: {
      number: text(options.numbers?.invoiceNumber),
    },
  };
  return { data, pictures };
}

/**
 * The protocol's date: the day it is issued, but never before the inspection. A Swedish inspector
 * dates the protocol the day it is written, on or after the inspection; one made ahead of a
 * planned inspection (a draft to see the layout) carries the inspection's date rather than one
 * that would say the findings were written before anyone looked. Both are `YYYY-MM-DD`.
 */
export function reportDate(inspectionDate: string | null, today: string): string {
  return inspectionDate && inspectionDate > today ? inspectionDate : today;
}

/** `{ firm: { name } }` as `{ 'firm.name': … }`; lists stay lists, their items flattened alike. */
export function flattenReportData(value: Record<string, unknown>, prefix = ''): Record<string, unknown> {
  const flat: Record<string, unknown> = {};
  for (const [key, entry] of Object.entries(value)) {
    const name = `${prefix}${key}`;
    if (Array.isArray(entry)) {
      flat[name] = entry.map((item: unknown) =>
        item !== null && typeof item === 'object' ? flattenReportData(item as Record<string, unknown>) : item,
      );
    } else if (entry !== null && typeof entry === 'object') {
      Object.assign(flat, flattenReportData(entry as Record<string, unknown>, `${name}.`));
    } else {
      flat[name] = entry;
    }
  }
  return flat;
}
