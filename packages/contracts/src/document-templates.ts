import { z } from 'zod';
import { listResponseSchema } from './list.ts';
import type { SequenceTarget } from './sequences.ts';

/**
 * Word (.docx) templates a firm fills its reports from. A template is uploaded by the firm, so the
 * server never trusts it: it is unpacked within limits, refused with macros or content fetched
 * from outside the file, and read by a template language that cannot run code (docs/DOCUMENTS.md).
 */

/** The most a template may unpack to: far above any real report template, far below a zip bomb. */
export const DOCUMENT_TEMPLATE_UNPACKED_MAX_BYTES = 128 * 1024 * 1024;
/** The most parts (files inside the .docx) a template may have. */
export const DOCUMENT_TEMPLATE_MAX_PARTS = 2_000;
/** How long the checks of an upload may take, in their worker: a real template takes well under a second. */
export const DOCUMENT_TEMPLATE_CHECK_MAX_MS = 10_000;
/** What the file picker offers. */
export const DOCUMENT_TEMPLATE_ACCEPT =
  '.docx,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/**
 * The attributes a report's texts of judgement come from: the inspector writes them on the
 * assignment (its attributes) under these names. A remark's recommended action is its own field;
 * remarks written before it existed keep theirs as the attribute named here.
 */
export const REPORT_ATTRIBUTES = {
  recommendation: 'Rekommenderad åtgärd',
  riskAnalysis: 'Riskanalys',
  furtherInvestigation: 'Fortsatt teknisk undersökning',
} as const;

/** How a field is written in a template. */
export type ReportFieldKind = 'text' | 'image' | 'loop';

/** One field a template can use: its tag, what it holds (Swedish and English) and an example value. */
export interface ReportField {
  readonly key: string;
  readonly kind: ReportFieldKind;
  readonly sv: string;
  readonly en: string;
  readonly example: string;
  /** The fields inside a loop, written between `{#key}` and `{/key}`. */
  readonly fields?: readonly ReportField[];
}

const text = (key: string, sv: string, en: string, example: string): ReportField => ({
  key,
  kind: 'text',
  sv,
  en,
  example,
});

const image = (key: string, sv: string, en: string): ReportField => ({
  key,
  kind: 'image',
  sv,
  en,
  example: '(bild)',
});

const loop = (key: string, sv: string, en: string, fields: readonly ReportField[]): ReportField => ({
  key,
  kind: 'loop',
  sv,
  en,
  example: '',
  fields,
});

/** What a report tells of each photo: the picture, the remark it shows and the inspector's caption. */
const PHOTO_FIELDS: readonly ReportField[] = [
  image('image', 'Fotot', 'The photo'),
  text('number', 'Anmärkningens nummer', 'The remark’s number', '1.3'),
  text(
    'caption',
    'Bildtext som besiktningsmannen skrivit',
    'The inspector’s caption',
    'Fukt vid norra grundmuren',
  ),
];

/**
 * Every field a document template can use, as the report's data names them: the help page lists
 * them, an upload warns of tags that are none of them, and the report export fills them.
 */
export const REPORT_FIELDS: readonly ReportField[] = [
  text('firm.name', 'Företagets namn', 'The firm’s name', 'Norrbesikt AB'),
  text('firm.address', 'Företagets adress', 'The firm’s address', 'Storgatan 1, 903 26 Umeå'),
  text('firm.email', 'Företagets e-post', 'The firm’s e-mail', 'info@norrbesikt.se'),
  text(
    'firm.insurance',
    'Företagets ansvarsförsäkring (bolag och försäkringsnummer)',
    'The firm’s liability insurance (insurer and policy number)',
    'If Skadeförsäkring AB, försäkringsnummer SP 123456',
  ),
  image('firm.logo', 'Företagets logotyp', 'The firm’s logo'),
  text('assignment.number', 'Uppdragsnummer', 'Assignment number', '2026-0142'),
  text('assignment.type', 'Uppdragstyp', 'Assignment type', 'Överlåtelsebesiktning'),
  text('assignment.status', 'Status', 'Status', 'Utförd'),
  text('assignment.date', 'Besiktningsdatum', 'Inspection date', '2026-11-26'),
  text('assignment.startTime', 'Starttid', 'Start time', '09:00'),
  text('assignment.stopTime', 'Sluttid', 'End time', '11:30'),
  text('assignment.orderNumber', 'Ordernummer', 'Order number', 'B2026-0087'),
  text('assignment.orderDate', 'Beställningsdatum', 'Order date', '2026-11-12'),
  text(
    'assignment.description',
    'Beskrivning av uppdraget',
    'Description of the assignment',
    'Villa, 1,5 plan',
  ),
  text(
    'assignment.customerMessage',
    'Kundens meddelande vid beställningen',
    'The customer’s message when ordering',
    'Vi vill gärna att vinden och krypgrunden besiktas särskilt.',
  ),
  text('assignment.preferredDate', 'Kundens önskade datum', 'The customer’s preferred date', '2026-11-24'),
  text('assignment.preferredTime', 'Kundens önskade tid', 'The customer’s preferred time', '10:00'),
  text('assignment.address', 'Objektets adress', 'The property’s address', 'Björkvägen 12, 903 31 Umeå'),
  text('assignment.inspector', 'Besiktningsman', 'Inspector', 'Anna Lindqvist'),
  text(
    'assignment.inspectorCertification',
    'Besiktningsmannens certifiering (egenskapen "certification" i profilen)',
    'The inspector’s certification (the profile property "certification")',
    'SBR-certifierad överlåtelsebesiktningsman, nr 1234',
  ),
  text('customer.name', 'Kundens namn', 'The customer’s name', 'Karl Eriksson'),
  text('customer.email', 'Kundens e-post', 'The customer’s e-mail', 'karl.eriksson@example.se'),
  text('customer.phone', 'Kundens telefon', 'The customer’s phone', '070-123 45 67'),
  loop('contacts', 'Parterna i uppdraget', 'The parties of the assignment', [
    text('role', 'Roll', 'Role', 'Säljare'),
    text('name', 'Namn', 'Name', 'Eva Berg'),
    text('email', 'E-post', 'E-mail', 'eva.berg@example.se'),
    text('phone', 'Telefon', 'Phone', '070-987 65 43'),
  ]),
  loop('objects', 'Besiktade delar', 'Inspected parts', [
    text('name', 'Namn', 'Name', 'Bostadshus'),
    loop('remarks', 'Anmärkningar', 'Remarks', [
      text('number', 'Anmärkningens nummer, som i appen', 'The remark’s number, as in the app', '1.3'),
      text('title', 'Rubrik', 'Title', 'Fuktfläck i källare'),
      text('text', 'Text', 'Text', 'Förhöjd fuktkvot uppmätt vid norra grundmuren.'),
      text('category', 'Kategori', 'Category', 'Fukt'),
      text('location', 'Plats', 'Location', 'Källare'),
      text('grade', 'Allvarlighetsgrad', 'Grade', 'Allvarligt fel'),
      text('recommendation', 'Rekommenderad åtgärd', 'Recommended action', 'Åtgärda dräneringen.'),
      text(
        'investigation',
        'Fortsatt teknisk utredning som rekommenderas',
        'Further technical investigation recommended',
        'Fuktmätning av grundmurens insida.',
      ),
      text('costEstimate', 'Kostnadsuppskattning', 'Cost estimate', '45 000 kr'),
      loop('images', 'Foton (med markeringar där de finns)', 'Photos (annotated where marked)', [
        ...PHOTO_FIELDS,
        text('name', 'Fotots filnamn', 'The photo’s file name', 'IMG_0042.jpg'),
      ]),
      loop(
        'photoRows',
        'Foton två i bredd, en rad i taget (en halv sidbredd var)',
        'Photos two abreast, one row at a time (half a page wide each)',
        [
          loop('left', 'Radens vänstra foto', 'The row’s left photo', PHOTO_FIELDS),
          loop(
            'right',
            'Radens högra foto (saknas på sista raden vid udda antal)',
            'The row’s right photo (none on the last row of an odd number)',
            PHOTO_FIELDS,
          ),
        ],
      ),
    ]),
  ]),
  loop(
    'seriousFindings',
    'Allvarliga anmärkningar (de med en allvarlig grad), för sammanfattningen',
    'Serious remarks (those of a serious grade), for the summary',
    [
      text('number', 'Anmärkningens nummer', 'The remark’s number', '1.3'),
      text('title', 'Rubrik', 'Title', 'Fuktskada i bjälklag'),
      text('grade', 'Allvarlighetsgrad', 'Grade', 'Allvarligt fel'),
      text('object', 'Besiktad del', 'Inspected part', 'Bostadshus'),
      text('recommendation', 'Rekommenderad åtgärd', 'Recommended action', 'Byt skadat virke.'),
    ],
  ),
  loop(
    'investigations',
    'Anmärkningar som behöver fortsatt teknisk utredning',
    'Remarks that need a further technical investigation',
    [
      text('number', 'Anmärkningens nummer', 'The remark’s number', '1.3'),
      text('title', 'Rubrik', 'Title', 'Fuktskada i bjälklag'),
      text('object', 'Besiktad del', 'Inspected part', 'Bostadshus'),
      text(
        'investigation',
        'Vad som bör utredas',
        'What should be investigated',
        'Fuktmätning av bjälklaget.',
      ),
    ],
  ),
  text('report.date', 'Rapportens datum', 'The report’s date', '2026-11-26'),
  text('report.number', 'Rapportnummer', 'Report number', 'R-2026-0031'),
  text('invoice.number', 'Fakturanummer', 'Invoice number', 'F-2026-0107'),
  loop('price.rows', 'Uppdragets prisrader', 'The assignment’s price rows', [
    text('description', 'Beskrivning', 'Description', 'Överlåtelsebesiktning'),
    text('quantity', 'Antal', 'Quantity', '1'),
    text('unitPrice', 'À-pris exklusive moms', 'Unit price excluding VAT', '10 000,00 kr'),
    text('vatRate', 'Momssats', 'VAT rate', '25 %'),
    text('amount', 'Belopp exklusive moms', 'Amount excluding VAT', '10 000,00 kr'),
  ]),
  text('price.net', 'Summa exklusive moms (netto)', 'Total excluding VAT (net)', '10 000,00 kr'),
  text('price.vat', 'Moms', 'VAT', '2 500,00 kr'),
  text('price.gross', 'Att betala inklusive moms', 'To pay including VAT', '12 500,00 kr'),
  text(
    'report.riskAnalysis',
    `Riskanalys: risker för fel som inte kunnat upptäckas (uppdragets attribut "${REPORT_ATTRIBUTES.riskAnalysis}")`,
    `Risk analysis: risks of defects that could not be found (the assignment's attribute "${REPORT_ATTRIBUTES.riskAnalysis}")`,
    'Källare med bristande dränering: risk för fuktskador i grundmurarna.',
  ),
  text(
    'report.furtherInvestigation',
    `Rekommendation om fortsatt teknisk undersökning (uppdragets attribut "${REPORT_ATTRIBUTES.furtherInvestigation}")`,
    `Recommended further technical investigation (the assignment's attribute "${REPORT_ATTRIBUTES.furtherInvestigation}")`,
    'Fuktmätning i källarens ytterväggar.',
  ),
];

/**
 * The fields that print a number drawn when a report is made, and the number sequence each draws
 * from: an export draws the numbers its template prints, and no others.
 */
export const REPORT_NUMBER_FIELDS = {
  'report.number': 'report',
  'invoice.number': 'invoice',
} as const satisfies Record<string, SequenceTarget>;
export type ReportNumberField = keyof typeof REPORT_NUMBER_FIELDS;

/** How a field's tag is written: `{firm.name}`, `{%firm.logo}`, `{#objects}…{/objects}`. */
export function fieldTag(field: ReportField): string {
  if (field.kind === 'image') return `{%${field.key}}`;
  if (field.kind === 'loop') return `{#${field.key}}…{/${field.key}}`;
  return `{${field.key}}`;
}

/** A field as `GET /documents/fields` sends it: the shape of `ReportField`, a loop with its fields. */
export const reportFieldSchema: z.ZodType<ReportField> = z
  .object({
    key: z.string(),
    kind: z.enum(['text', 'image', 'loop']),
    sv: z.string(),
    en: z.string(),
    example: z.string(),
    get fields() {
      return z.array(reportFieldSchema).optional();
    },
  })
  .meta({ id: 'ReportField' });

/** The fields of one of the firm's input forms, under the form's name, as templates print them. */
export const formTemplateFieldsSchema = z
  .object({
    /** The form's key, the second part of its fields' tags (`form.<key>.<field>`). */
    key: z.string(),
    /** The form's name; the English one is the Swedish where the firm gave none. */
    name: z.object({ sv: z.string(), en: z.string() }),
    fields: z.array(reportFieldSchema),
  })
  .meta({ id: 'FormTemplateFields' });
export type FormTemplateFields = z.infer<typeof formTemplateFieldsSchema>;

/**
 * `GET /documents/fields`: every field a document template can use, the report's own
 * (`REPORT_FIELDS`) and those of the firm's input forms that reach the report (assignment forms
 * not archived). The help list shows it and an upload's check reads the same forms.
 */
export const documentFieldsSchema = z
  .object({ report: z.array(reportFieldSchema), forms: z.array(formTemplateFieldsSchema) })
  .meta({ id: 'DocumentFields' });
export type DocumentFields = z.infer<typeof documentFieldsSchema>;

/** A template as the firm's list shows it; `GET /documents/templates/{id}` downloads its file. */
export const documentTemplateSchema = z
  .object({
    id: z.uuid(),
    /** The name the firm gave it; the file name without `.docx` unless set. */
    name: z.string(),
    /** The file's name, which a report made from it is stored under unless another is given. */
    filename: z.string(),
    size: z.number().int().min(0),
    /** SHA-256 of the file, hex: which version of a template a report was made from. */
    sha256: z.string(),
    /** The tags the template uses that are none of REPORT_FIELDS: they will be left empty. */
    unknownFields: z.array(z.string()),
    updated: z.iso.datetime(),
    /** The member who uploaded this version; null once that user is gone. */
    updatedBy: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  })
  .meta({ id: 'DocumentTemplate' });
export type DocumentTemplate = z.infer<typeof documentTemplateSchema>;

export const documentTemplateListSchema = listResponseSchema(documentTemplateSchema).meta({
  id: 'DocumentTemplateList',
});

/** The form fields beside the uploaded file: a name for the template, optional. */
export const documentTemplateFieldsSchema = z
  .object({ name: z.string().trim().max(200).optional() })
  .meta({ id: 'DocumentTemplateFields' });

/**
 * The base templates the product ships (apps/server/templates, built by
 * apps/server/scripts/build-base-templates.ts): a firm downloads one or copies it into its own
 * templates, and edits it in Word from there.
 */
export const BASE_TEMPLATE_KEYS = ['overlatelsebesiktning', 'orderbekraftelse', 'fakturaunderlag'] as const;
export type BaseTemplateKey = (typeof BASE_TEMPLATE_KEYS)[number];

export const baseTemplateSchema = z
  .object({
    key: z.enum(BASE_TEMPLATE_KEYS),
    /** The name a copy is listed under among the firm's templates. */
    name: z.string(),
    filename: z.string(),
    /** What it is for, in Swedish and English (the templates themselves are Swedish). */
    description: z.object({ sv: z.string(), en: z.string() }),
  })
  .meta({ id: 'BaseTemplate' });
export type BaseTemplate = z.infer<typeof baseTemplateSchema>;

export const baseTemplateListSchema = listResponseSchema(baseTemplateSchema).meta({
  id: 'BaseTemplateList',
});

/** The base templates, in the order the admin page lists them. */
export const BASE_TEMPLATES: readonly BaseTemplate[] = [
  {
    key: 'overlatelsebesiktning',
    name: 'Överlåtelsebesiktning',
    filename: 'Överlåtelsebesiktning.docx',
    description: {
      sv:
        'Besiktningsprotokoll med försättsblad och logotyp, parterna, besiktningens omfattning, ' +
        'anmärkningar per byggnadsdel med foton samt riskanalys och rekommendation om fortsatt ' +
        'teknisk undersökning.',
      en:
        'Inspection report with a cover page and logo, the parties, the scope of the inspection, ' +
        'remarks per part of the building with photos, and a risk analysis and recommended ' +
        'further technical investigation.',
    },
  },
  {
    key: 'orderbekraftelse',
    name: 'Orderbekräftelse',
    filename: 'Orderbekräftelse.docx',
    description: {
      sv: 'Bekräftelse till kunden av beställt uppdrag: typ, datum, tid, adress och ordernummer.',
      en: 'Confirmation to the customer of a booked assignment: type, date, time, address and order number.',
    },
  },
  {
    key: 'fakturaunderlag',
    name: 'Fakturaunderlag',
    filename: 'Fakturaunderlag.docx',
    description: {
      sv: 'Underlag för fakturering av ett utfört uppdrag: fakturanummer, uppdragets prisrader, netto, moms och att betala.',
      en: 'Basis for invoicing a performed assignment: invoice number, the assignment’s price rows, net, VAT and total.',
    },
  },
];
