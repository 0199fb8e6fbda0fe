import { tenantSettingsSchema } from '@syna/contracts/tenant';
import type { Database, Tx } from '../../platform/db/database.ts';
import {
  contactRoles,
  inspectionStatuses,
  inspectionTypes,
  projectTypes,
} from '../lookups/lookups.tables.ts';
import { OFFERED_BY_ORDER_TYPE, replaceInspectionTypeList } from '../orders/inspection-type-links.repo.ts';
import { emailTemplates } from '../email/email.tables.ts';
import { orderTypes } from '../orders/orders.tables.ts';
import { storeTenantSettings } from '../tenancy/index.ts';

/** What a new firm sets up first, so that a demo firm can take orders from its first minute. */
const INSPECTION_TYPES = [
  { name: 'Överlåtelsebesiktning', description: 'Besiktning inför köp eller försäljning av en bostad.' },
  { name: 'Fuktmätning', description: 'Mätning av fukt i källare, våtrum och krypgrund.' },
  { name: 'Energideklaration', description: 'Energideklaration enligt Boverkets regler.' },
];
const STATUSES = [
  { name: 'Ny', color: '#1565c0', final: false },
  { name: 'Bokad', color: '#ef6c00', final: false },
  { name: 'Utförd', color: '#2e7d32', final: true },
];
const CONTACT_ROLES = ['Beställare', 'Säljare', 'Köpare', 'Mäklare'];
/** The e-mail a demo firm sends most: the report to the customer, and the booking's confirmation. */
const EMAIL_TEMPLATES = [
  {
    name: 'Rapport till kund',
    tag: 'rapport',
    subject: 'Besiktningsrapport {{ assignment.number }}, {{ assignment.address }}',
    body:
      'Hej {{ contact.firstName }}!\n\nTack för att vi fick besikta {{ assignment.address }} den {{ assignment.date }}. ' +
      'Här kommer rapporten från besiktningen.\n\nHör av dig om du har frågor.\n\n' +
      'Med vänliga hälsningar\n{{ sender.name }}\n{{ firm.name }}',
  },
  {
    name: 'Bokningsbekräftelse',
    tag: 'bokning',
    subject: 'Bekräftad tid: {{ assignment.type }} {{ assignment.date }}',
    body:
      'Hej {{ contact.firstName }}!\n\nVi kommer till {{ assignment.address }} den {{ assignment.date }} ' +
      'kl. {{ assignment.time }}. Besiktningsman är {{ assignment.inspector }}.\n\n' +
      'Med vänliga hälsningar\n{{ firm.name }}',
  },
];
const PROJECT_TYPES = [
  { name: 'Stambyte', description: 'Besiktning av badrum och kök efter byte av stammar.' },
  { name: 'Nyproduktion', description: 'Fuktmätning och slutbesiktning av nya hus.' },
];

/**
 * Gives a demo firm lookups, two order types, two e-mail templates and order page settings with the public booking
 * calendar switched on. Runs in the firm's own transaction, so row-level security applies.
 */
export async function setUpDemoFirm(database: Database, tenantId: string): Promise<void> {
  await database.withTenant({ tenantId }, async (tx) => {
    const types = await tx
      .insert(inspectionTypes)
      .values(INSPECTION_TYPES.map((type, sortOrder) => ({ tenantId, sortOrder, ...type })))
      .returning({ id: inspectionTypes.id });
    await tx
      .insert(inspectionStatuses)
      .values(STATUSES.map((status, sortOrder) => ({ tenantId, sortOrder, ...status })));
    await tx
      .insert(contactRoles)
      .values(CONTACT_ROLES.map((name, sortOrder) => ({ tenantId, sortOrder, name })));
    await tx
      .insert(projectTypes)
      .values(PROJECT_TYPES.map((type, sortOrder) => ({ tenantId, sortOrder, ...type })));
    await tx.insert(emailTemplates).values(EMAIL_TEMPLATES.map((template) => ({ tenantId, ...template })));
    const [purchase, moisture, energy] = types.map((type) => type.id) as [string, string, string];
    await addOrderType(tx, tenantId, 0, {
      name: 'Besiktning vid köp eller försäljning',
      description: 'Överlåtelsebesiktning, gärna tillsammans med fuktmätning.',
      inspectionTypeIds: [purchase, moisture],
    });
    await addOrderType(tx, tenantId, 1, {
      name: 'Energideklaration',
      description: 'För dig som ska sälja eller hyra ut.',
      inspectionTypeIds: [energy],
    });
    await storeTenantSettings(
      tx,
      tenantSettingsSchema.parse({
        orderCompletedHeader: 'Tack för din beställning!',
        orderCompletedText: 'Vi ringer dig inom en arbetsdag för att bekräfta tiden.',
        privacyPolicy:
          'Vi behandlar dina uppgifter för att utföra besiktningen och sparar dem så länge lagen kräver.',
        'order.calendar.enabled': true,
      }),
    );
  });
}

async function addOrderType(
  tx: Tx,
  tenantId: string,
  sortOrder: number,
  type: { name: string; description: string; inspectionTypeIds: string[] },
): Promise<void> {
  const [created] = await tx
    .insert(orderTypes)
    .values({ tenantId, sortOrder, name: type.name, description: type.description })
    .returning({ id: orderTypes.id });
  await replaceInspectionTypeList(tx, OFFERED_BY_ORDER_TYPE, tenantId, created!.id, type.inspectionTypeIds);
}
