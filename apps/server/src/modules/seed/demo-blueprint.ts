import { blueprintCreateSchema } from '@syna/contracts/blueprints';
import type { RequestContext } from '../../platform/http/request-context.ts';
import { createBlueprint } from '../blueprints/index.ts';
import { listFormsOfFirm } from '../forms/index.ts';
import { listInScope, remarkGradeKind } from '../lookups/index.ts';

/** The standard forms every firm has from the start (by key), which the demo blueprint names. */
const STANDARD_FORM_KEYS = ['fastighetsuppgifter', 'riskanalys'];

/** A template remark of the demo blueprint, its grade by the name of the firm's default scale. */
interface DemoTemplateRemark {
  title: string;
  text: string;
  grade: string | null;
}

/** The objects an överlåtelsebesiktning of a house starts with, and what is most often noted on each. */
const OBJECTS: { name: string; remarks: DemoTemplateRemark[] }[] = [
  {
    name: 'Bostadshus',
    remarks: [
      {
        title: 'Fuktfläck i källaren',
        text: 'Förhöjd fuktkvot uppmättes vid golvbrunnen. Orsaken bör utredas av fuktsakkunnig.',
        grade: 'Fel',
      },
      {
        title: 'Takpannor har förskjutits',
        text: 'Enstaka takpannor har förskjutits. Risk för läckage vid slagregn; lägg tillbaka pannorna.',
        grade: 'Anmärkning',
      },
      {
        title: 'Jordfelsbrytare saknas',
        text: 'Elcentralen saknar jordfelsbrytare. Låt en behörig elinstallatör åtgärda.',
        grade: 'Säkerhetsrisk',
      },
    ],
  },
  {
    name: 'Garage',
    remarks: [
      {
        title: 'Sprickor i betongplattan',
        text: 'Krympsprickor i garagegolvet, normala för plattans ålder.',
        grade: 'Anmärkning',
      },
      {
        title: 'Rötskadad syll',
        text: 'Syllen vid porten är rötskadad och bör bytas.',
        grade: 'Fel',
      },
    ],
  },
  {
    name: 'Tomt',
    remarks: [
      {
        title: 'Marken lutar mot huset',
        text: 'Marken närmast grunden lutar in mot huset. Den bör luta bort från huset så att vatten rinner undan.',
        grade: 'Fel',
      },
      {
        title: 'Dagvattenledning utan utkastare',
        text: 'Stuprören saknar utkastare och leder vatten intill grunden.',
        grade: 'Anmärkning',
      },
    ],
  },
];

/**
 * Gives a demo firm an inspection blueprint for överlåtelsebesiktning of a house: the objects
 * Bostadshus, Garage and Tomt with template remarks graded on the firm's default scale, and the
 * standard forms, so that a firm trying Syna finds one to create an assignment from.
 */
export async function addDemoBlueprint(context: RequestContext, typeId: string): Promise<void> {
  const forms = await listFormsOfFirm(context, {});
  const grades = await listInScope(context, { kind: remarkGradeKind, parentId: null }, false);
  const gradeId = (name: string | null) => grades.items.find((grade) => grade.name === name)?.id ?? null;
  await createBlueprint(
    context,
    blueprintCreateSchema.parse({
      name: { sv: 'Överlåtelsebesiktning villa', en: 'Pre-purchase inspection, house' },
      typeId,
      objects: OBJECTS.map((object) => ({
        name: object.name,
        remarks: object.remarks.map((remark) => ({
          title: remark.title,
          text: remark.text,
          gradeId: gradeId(remark.grade),
        })),
      })),
      formIds: forms.items.filter((form) => STANDARD_FORM_KEYS.includes(form.key)).map((form) => form.id),
    }),
  );
}
