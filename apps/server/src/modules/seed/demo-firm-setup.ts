import { emailTemplateInputSchema } from '@syna/contracts/email';
import { orderTypeCreateSchema } from '@syna/contracts/orders';
import { tenantSettingsSchema } from '@syna/contracts/tenant';
import type { RequestContext } from '../../platform/http/request-context.ts';
import { createEmailTemplate } from '../email/index.ts';
import {
  contactRoleKind,
  addDefaultStatuses,
  createLookup,
  inspectionTypeKind,
  projectTypeKind,
  type LookupKind,
} from '../lookups/index.ts';
import { createOrderType } from '../orders/index.ts';
import { setTypePrice } from '../prices/index.ts';
import { storeTenantSettings } from '../tenancy/index.ts';
import { addDemoBlueprint } from './demo-blueprint.ts';
import { asDemoMember, type DemoScope } from './demo-member.ts';

/** What a new firm sets up first, so that a demo firm can take orders from its first minute. */
const INSPECTION_TYPES = [
  {
    name: 'Överlåtelsebesiktning',
    description: 'Besiktning inför köp eller försäljning av en bostad.',
    // The seller of a house inspected before the sale may insure against hidden defects.
    insurable: true,
  },
  { name: 'Fuktmätning', description: 'Mätning av fukt i källare, våtrum och krypgrund.' },
  { name: 'Energideklaration', description: 'Energideklaration enligt Boverkets regler.' },
];
/** The types' prices excluding VAT, in öre, in the order of INSPECTION_TYPES (the extras come with every firm). */
const INSPECTION_TYPE_PRICES = [1_000_000, 350_000, 280_000];
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

/** Adds the firm's lookups of one kind, in the order given; their ids. */
async function addLookups(
  context: RequestContext,
  kind: LookupKind,
  items: ({ name: string } & Record<string, unknown>)[],
): Promise<string[]> {
  const ids: string[] = [];
  for (const item of items) ids.push((await createLookup(context, { kind, parentId: null }, item)).id);
  return ids;
}

/**
 * Gives a demo firm lookups with their prices, two order types, an inspection blueprint for överlåtelsebesiktning
 * (demo-blueprint.ts), two e-mail templates and order page settings with
 * the public booking calendar switched on, written by the firm's administrator through the
 * services a request would use, so that every rule and row-level security applies.
 */
export async function setUpDemoFirm(scope: DemoScope, tenantId: string, adminSubject: string): Promise<void> {
  await asDemoMember(scope, tenantId, adminSubject, async (context) => {
    const types = await addLookups(context, inspectionTypeKind, INSPECTION_TYPES);
    await addDefaultStatuses(context.tx, tenantId);
    await addLookups(
      context,
      contactRoleKind,
      CONTACT_ROLES.map((name) => ({ name })),
    );
    await addLookups(context, projectTypeKind, PROJECT_TYPES);
    for (const template of EMAIL_TEMPLATES) {
      await createEmailTemplate(context, emailTemplateInputSchema.parse(template));
    }
    for (const [index, typeId] of types.entries()) {
      await setTypePrice(context, 'inspection', typeId, {
        unitPrice: INSPECTION_TYPE_PRICES[index]!,
        vatRate: 25,
      });
    }
    const [purchase, moisture, energy] = types as [string, string, string];
    await addDemoBlueprint(context, purchase);
    await createOrderType(
      context,
      orderTypeCreateSchema.parse({
        name: 'Besiktning vid köp eller försäljning',
        description: 'Överlåtelsebesiktning, gärna tillsammans med fuktmätning.',
        inspectionTypeIds: [purchase, moisture],
      }),
    );
    await createOrderType(
      context,
      orderTypeCreateSchema.parse({
        name: 'Energideklaration',
        description: 'För dig som ska sälja eller hyra ut.',
        inspectionTypeIds: [energy],
      }),
    );
    await storeTenantSettings(
      context.tx,
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
