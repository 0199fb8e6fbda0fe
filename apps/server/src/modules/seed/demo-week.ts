import { zonedIso } from '@syna/contracts/time-zone';
import type { ActivityCreateInput } from '@syna/contracts/activities';
import { activityCreateSchema } from '@syna/contracts/activities';
import { contactInputSchema, type ContactInputBody } from '@syna/contracts/contacts';
import { inspectionCreateSchema, type InspectionMetadata } from '@syna/contracts/inspections';
import type { AddressInput } from '@syna/contracts/address';
import { estateCreateSchema, projectCreateSchema } from '@syna/contracts/projects';
import { publicOrderSubmitSchema, type OrderPartyInput } from '@syna/contracts/public-orders';
import { objectCreateSchema, remarkCreateSchema } from '@syna/contracts/remarks';
import type { RequestContext } from '../../platform/http/request-context.ts';
import type { FileStorage } from '../../platform/storage/file-storage.ts';
import { withSpooled } from '../../platform/storage/spooled-file.ts';
import { createActivity } from '../activities/index.ts';
import { createContact, markFavorite } from '../contacts/index.ts';
import { customerMailer } from '../email/index.ts';
import { createInspection, getFormChoices, createProjectInspection } from '../inspections/index.ts';
import { formOrderQuestions } from '../forms/index.ts';
import { listOfferedOrderTypes, getNextDate, submitPublicOrder } from '../orders/index.ts';
import { createEstate, createProject } from '../projects/index.ts';
import { createObject, addRemarkImage, createRemark } from '../remarks/index.ts';
import { workdayFrom } from './demo-dates.ts';
import { asDemoCustomer, asDemoMember, type DemoScope } from './demo-member.ts';
import { demoPhoto, type DemoPhoto } from './demo-photos.ts';

// A firm's demo week, written as its members and customers would write it: through the
// product's services, inside their own scope, so every rule and check of the product applies.

/** A remark as an inspector writes it on site, with the photo's caption and colour. */
export interface DemoRemark {
  title: string;
  text: string;
  category: string;
  location: string;
  photo?: { caption: string; color: string };
}

export interface DemoAssignment {
  type: string;
  status: string;
  /** Key of the member who inspects (a key of `DemoFirmPlan.members`). */
  inspector: string;
  /** Working days from the day of seeding, or null for not yet planned. */
  workday: number | null;
  time?: [start: string, stop: string];
  customer: string;
  /** The other parties, as contact key and role name. */
  parties?: [contact: string, role: string][];
  address: AddressInput;
  description?: string;
  tags?: string[];
  /** Where it belongs in a project: project name and estate name. */
  estate?: [project: string, estate: string];
  objects?: { name: string; description?: string; remarks: DemoRemark[] }[];
}

export interface DemoActivity {
  member: string;
  workday: number;
  time: [start: string, stop: string];
  title: string;
  name?: string;
  location?: string;
  notes?: string;
  reminder?: ActivityCreateInput['reminder'];
  repeat?: ActivityCreateInput['repeat'];
  progress?: ActivityCreateInput['progress'];
  /** The assignment it is about, as its index in `DemoFirmPlan.assignments`. */
  assignment?: number;
}

export interface DemoOrder {
  /** The name of the order type. */
  orderType: string;
  customer: OrderPartyInput;
  owner1?: OrderPartyInput;
  broker?: OrderPartyInput;
  object: { address: AddressInput; description?: string };
  estateLocation?: string;
  estateNumber?: string;
  message?: string;
}

/** Everything one firm's demo holds; members are named by key, contacts by key too. */
export interface DemoFirmPlan {
  tenantId: string;
  /** The members by key: sign-in subject and account name; the first writes the firm's shared data. */
  members: Record<string, { subject: string; name: string }>;
  contacts: Record<string, ContactInputBody>;
  projects: {
    name: string;
    customer: string;
    inspector: string;
    description: string;
    address: AddressInput;
    estates: { name: string; designation: string; address: AddressInput }[];
  }[];
  assignments: DemoAssignment[];
  activities: DemoActivity[];
  favorites: Record<string, string[]>;
  orders: DemoOrder[];
}

const byName = <T extends { name: string }>(items: readonly T[], name: string, what: string): T => {
  const found = items.find((item) => item.name === name);
  if (!found) throw new Error(`The demo names ${what} "${name}", which the firm lacks`);
  return found;
};

/** The firm's shared data (contacts, projects, assignments with protocols, calendars), as its first member. */
async function writeFirmData(
  context: RequestContext,
  plan: DemoFirmPlan,
  photos: PhotoStore,
  today: string,
): Promise<Record<string, string>> {
  const choices: InspectionMetadata = await getFormChoices(context);
  const userIdOf = (key: string) => byName(choices.inspectors, plan.members[key]?.name ?? key, 'member').id;
  const contactIds: Record<string, string> = {};
  for (const [key, input] of Object.entries(plan.contacts)) {
    contactIds[key] = (await createContact(context, contactInputSchema.parse(input))).id;
  }
  const estates = new Map<string, { projectId: string; estateId: string }>();
  for (const project of plan.projects) {
    const created = await createProject(
      context,
      projectCreateSchema.parse({
        name: project.name,
        description: project.description,
        customerId: contactIds[project.customer],
        inspectorId: userIdOf(project.inspector),
        address: project.address,
      }),
    );
    for (const estate of project.estates) {
      const made = await createEstate(context, created.id, estateCreateSchema.parse(estate));
      estates.set(`${project.name}/${estate.name}`, { projectId: created.id, estateId: made.id });
    }
  }
  // The calendar shows dated assignments itself; activities are the rest of the members' days.
  const inspectionIds: string[] = [];
  for (const assignment of plan.assignments) {
    const date = assignment.workday === null ? null : workdayFrom(today, assignment.workday);
    const fields = inspectionCreateSchema.parse({
      typeId: byName(choices.types, assignment.type, 'inspection type').id,
      statusId: byName(choices.statuses, assignment.status, 'status').id,
      inspectorId: userIdOf(assignment.inspector),
      customerId: contactIds[assignment.customer],
      address: assignment.address,
      description: assignment.description,
      tags: assignment.tags,
      orderDate: workdayFrom(today, (assignment.workday ?? 0) - 8),
      date,
      startTime: assignment.time?.[0] ?? null,
      stopTime: assignment.time?.[1] ?? null,
      contacts: [
        { contactId: contactIds[assignment.customer], appointedBy: 'customer' },
        ...(assignment.parties ?? []).map(([contact, role]) => ({
          contactId: contactIds[contact],
          roleId: byName(choices.contactRoles, role, 'contact role').id,
        })),
      ],
    });
    const placement = assignment.estate && estates.get(assignment.estate.join('/'));
    const inspection = placement
      ? await createProjectInspection(context, placement.projectId, {
          ...fields,
          estateId: placement.estateId,
        })
      : await createInspection(context, fields);
    await writeProtocol(context, photos, inspection.id, assignment);
    inspectionIds.push(inspection.id);
  }
  for (const activity of plan.activities) {
    const date = workdayFrom(today, activity.workday);
    await createActivity(
      context,
      activityCreateSchema.parse({
        ...activity,
        inspectionId: activity.assignment === undefined ? null : inspectionIds[activity.assignment],
        userId: userIdOf(activity.member),
        startTime: zonedIso(date, activity.time[0]),
        stopTime: zonedIso(date, activity.time[1]),
      }),
    );
  }
  return contactIds;
}

/** The photos of every remark of the plan by caption, drawn side by side before any transaction opens. */
async function drawPhotos(plan: DemoFirmPlan): Promise<Map<string, DemoPhoto>> {
  const photos = plan.assignments.flatMap((assignment) =>
    (assignment.objects ?? []).flatMap((object) => object.remarks.flatMap((remark) => remark.photo ?? [])),
  );
  const files = await Promise.all(
    photos.map((photo, index) => demoPhoto(photo.caption, photo.color, `IMG_${4100 + index}.jpg`)),
  );
  return new Map(photos.map((photo, index) => [photo.caption, files[index]!]));
}

/** Where the demo's photos go, drawn beforehand. */
interface PhotoStore {
  storage: FileStorage;
  photos: Map<string, DemoPhoto>;
}

/** The assignment's objects, remarks and photos, as the inspector records them on site. */
async function writeProtocol(
  context: RequestContext,
  { storage, photos }: PhotoStore,
  inspectionId: string,
  assignment: DemoAssignment,
): Promise<void> {
  for (const object of assignment.objects ?? []) {
    const created = await createObject(
      context,
      inspectionId,
      objectCreateSchema.parse({ name: object.name, description: object.description }),
    );
    const path = { id: inspectionId, object: created.id };
    for (const { photo, ...remark } of object.remarks) {
      const made = await createRemark(context, path, remarkCreateSchema.parse(remark));
      const drawn = photo && photos.get(photo.caption);
      // Sent the way an upload arrives: from a temporary file.
      if (drawn)
        await withSpooled(drawn.bytes, (file) =>
          addRemarkImage(
            context,
            storage,
            { ...path, remark: made.id },
            { ...file, filename: drawn.filename },
          ),
        );
    }
  }
}

/** New orders from the public order page, as customers send them, for the earliest day offered. */
async function writeOrders(scope: DemoScope, plan: DemoFirmPlan): Promise<void> {
  if (plan.orders.length === 0) return;
  await asDemoCustomer(scope, plan.tenantId, async (context) => {
    const types = await listOfferedOrderTypes(context, true);
    const { date } = await getNextDate(context);
    for (const order of plan.orders) {
      const type = byName(types, order.orderType, 'order type');
      await submitPublicOrder(
        context,
        scope.publicUrl,
        formOrderQuestions,
        customerMailer,
        publicOrderSubmitSchema.parse({
          ...order,
          orderTypeId: type.id,
          types: type.inspectionTypes.map((offered) => offered.id),
          preferredDate: date,
          preferredTime: null,
          privacyAccepted: true,
        }),
      );
    }
  });
}

/**
 * Writes the firm's demo week around the day of `scope.now`: contacts, projects with estates,
 * assignments in every status with protocols and photos, the members' calendars with reminders,
 * each member's favourite contacts and the new orders in the inbox.
 */
export async function seedFirmWeek(
  scope: DemoScope,
  plan: DemoFirmPlan,
  today: string,
  storage: FileStorage,
): Promise<void> {
  const photos = { storage, photos: await drawPhotos(plan) };
  const [writer] = Object.values(plan.members);
  const contactIds = await asDemoMember(scope, plan.tenantId, writer!.subject, (context) =>
    writeFirmData(context, plan, photos, today),
  );
  for (const [member, contacts] of Object.entries(plan.favorites)) {
    await asDemoMember(scope, plan.tenantId, plan.members[member]!.subject, async (context) => {
      for (const contact of contacts) await markFavorite(context, contactIds[contact]!, true);
    });
  }
  await writeOrders(scope, plan);
}
