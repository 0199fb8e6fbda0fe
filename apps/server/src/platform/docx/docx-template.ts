import Docxtemplater from 'docxtemplater';
import PizZip from 'pizzip';
import ImageModule from '@slosarek/docxtemplater-image-module-free';
import {
  REPORT_FIELDS,
  REPORT_NUMBER_FIELDS,
  type ReportField,
  type ReportNumberField,
} from '@syna/contracts/document-templates';
import type { MessageRef } from '@syna/contracts/messages';
import { DocxRefused } from './docx-refused.ts';
import { walkXml } from './xml-part.ts';

/**
 * Tags are plain paths into the report's data (`firm.name`, `title`): no expressions, and only a
 * value's own properties, so a template cannot reach `constructor`, `__proto__` or anything the
 * data does not hold. docxtemplater's own parser runs no code; this one does even less. Each text
 * found is told to `found` (the output meter, below).
 */
function pathParser(tag: string, found: (size: number) => void): { get: (scope: unknown) => unknown } {
  const path = tag.trim().split('.');
  return {
    get: (scope) => {
      const value = path.reduce<unknown>(
        (value, key) =>
          value !== null && typeof value === 'object' && Object.hasOwn(value, key)
            ? (value as Record<string, unknown>)[key]
            : undefined,
        scope,
      );
      if (typeof value === 'string') found(value.length);
      return value;
    },
  };
}

/** How much filling a template may write: characters of XML, and bytes of pictures. */
export interface OutputLimit {
  text: number;
  pictures: number;
}

/** Filling a template wrote more than the limit it was given (openTemplate's `outputLimit`). */
export class OutputLimitExceeded extends Error {
  constructor(readonly limit: keyof OutputLimit) {
    super(`the filled template passed its ${limit} limit`);
  }
}

/**
 * Counts what filling writes, as it writes it: the template's XML each time a loop repeats it,
 * every text looked up, and every picture. docxtemplater offers every piece it renders to each
 * module in turn; this one takes none and stops the filling as soon as a count passes its limit,
 * before a template whose loops multiply each other has built its gigabytes.
 */
function outputMeter(limit: OutputLimit) {
  const written = { text: 0, pictures: 0 };
  const count = (kind: keyof OutputLimit, size: number) => {
    written[kind] += size;
  };
  const check = () => {
    if (written.text > limit.text) throw new OutputLimitExceeded('text');
    if (written.pictures > limit.pictures) throw new OutputLimitExceeded('pictures');
  };
  const module = {
    name: 'OutputMeter',
    render: (part: { type: string; value?: unknown }) => {
      if ((part.type === 'content' || part.type === 'tag') && typeof part.value === 'string') {
        count('text', part.value.length);
      }
      check();
      return null;
    },
  };
  return { count, check, module };
}

/** How an image tag (`{%firm.logo}`) gets its picture and size; the report export provides them. */
export interface TemplateImages {
  getImage: (value: unknown) => Buffer;
  getSize: (image: Buffer) => [number, number];
}

/** No image is fetched while a template is only read. */
const NO_IMAGES: TemplateImages = {
  getImage: () => Buffer.alloc(0),
  getSize: () => [1, 1],
};

/** A tag of the template, where it stands: inside which loops, and whether it opens one. */
interface TemplateTag {
  name: string;
  loops: string[];
}

type Part = { type: string; value: string; module?: string; subparsed?: Part[] };

function tagsOf(parts: readonly Part[], loops: string[], tags: TemplateTag[]): TemplateTag[] {
  for (const part of parts) {
    if (part.type !== 'placeholder') continue;
    tags.push({ name: part.value.trim(), loops });
    if (part.subparsed) tagsOf(part.subparsed, [...loops, part.value.trim()], tags);
  }
  return tags;
}

/** Why docxtemplater refused a template, as our messages say it about the tag it names. */
function reasonOf(error: { properties?: { id?: string; xtag?: string; openingtag?: string } }): MessageRef {
  const { id, xtag = error.properties?.openingtag } = error.properties ?? {};
  const key = (
    {
      unclosed_tag: 'documents.tagUnclosed',
      unopened_tag: 'documents.tagUnopened',
      duplicate_open_tag: 'documents.tagDuplicateOpen',
      duplicate_close_tag: 'documents.tagDuplicateClose',
      unclosed_loop: 'documents.loopUnclosed',
      unopened_loop: 'documents.loopUnopened',
      closing_tag_does_not_match_opening_tag: 'documents.loopMismatch',
      raw_xml_tag_should_be_only_text_in_paragraph: 'documents.tagNotAlone',
      raw_tag_outerxml_invalid: 'documents.tagNotAlone',
    } as const
  )[id ?? ''];
  if (xtag === undefined) return { key: 'documents.templateUnreadable' };
  return { key: key ?? 'documents.tagError', values: { tag: xtag } };
}

const sameReason = (one: MessageRef, other: MessageRef) => JSON.stringify(one) === JSON.stringify(other);

const IMAGE_TAG = /\{%([^{}]*)\}/;
/** The parts of a .docx that hold paragraphs a template may tag: the body, headers and footers. */
const TEXT_PART = /^word\/(document|header\d*|footer\d*)\.xml$/;

/**
 * A picture takes its tag's whole paragraph, and the image module then drops whatever else the
 * paragraph held without a word: so an image tag must stand alone, and a template where one
 * does not is refused, naming the tag. The parts are walked once each (xml-part.ts); a paragraph's
 * text is that of its own runs, a paragraph in a text box inside it being one of its own.
 */
function imageTagsNotAlone(zip: PizZip): string[] {
  const crowded: string[] = [];
  for (const file of zip.file(TEXT_PART)) {
    const paragraphs: string[][] = [];
    let inText = false;
    walkXml(file.name, file.asText(), {
      open: (tag) => {
        if (tag.name === 'w:p') paragraphs.push([]);
        else if (tag.name === 'w:t') inText = true;
      },
      text: (text) => {
        if (inText) paragraphs.at(-1)?.push(text);
      },
      close: (name) => {
        if (name === 'w:t') inText = false;
        if (name !== 'w:p') return;
        const text = paragraphs.pop()!.join('');
        const image = IMAGE_TAG.exec(text);
        if (image && text.trim() !== image[0]) crowded.push(image[1]!.trim());
      },
    });
  }
  return crowded;
}

/**
 * Opens a template for filling: docxtemplater with the path parser, loops over whole paragraphs,
 * line breaks kept, missing values empty, and images from `images`. A template with broken tags
 * throws DocxRefused listing every broken tag. With `outputLimit`, rendering throws
 * OutputLimitExceeded as soon as it has written more than that.
 */
export function openTemplate(
  bytes: Buffer,
  images: TemplateImages = NO_IMAGES,
  outputLimit: OutputLimit = { text: Infinity, pictures: Infinity },
): { document: Docxtemplater; tags: TemplateTag[] } {
  const meter = outputMeter(outputLimit);
  const trees: Part[][] = [];
  // docxtemplater hands every module the parsed tree of each templated part (`set`).
  const tagCollector = {
    name: 'TagCollector',
    set: (options: { inspect?: { postparsed?: Part[] } }) => {
      if (options.inspect?.postparsed) trees.push(options.inspect.postparsed);
    },
  };
  const zip = new PizZip(bytes);
  const crowded = imageTagsNotAlone(zip);
  if (crowded.length > 0) {
    const reasons = crowded.map((tag): MessageRef => ({ key: 'documents.tagNotAlone', values: { tag } }));
    throw new DocxRefused(reasons as [MessageRef, ...MessageRef[]]);
  }
  try {
    const document = new Docxtemplater(zip, {
      paragraphLoop: true,
      linebreaks: true,
      // The refusal says what is wrong; the server's log has no use for docxtemplater's dump.
      errorLogging: false,
      // A text looked up is only counted: docxtemplater collects a parser's errors rather than
      // stopping, so the meter's module stops the filling at the next piece.
      parser: (tag) => pathParser(tag, (size) => meter.count('text', size)),
      nullGetter: () => '',
      modules: [
        tagCollector,
        meter.module,
        new ImageModule({
          centered: false,
          ...images,
          getImage: (value: unknown) => {
            const image = images.getImage(value);
            meter.count('pictures', image.length);
            meter.check();
            return image;
          },
        }),
      ],
    });
    return { document, tags: trees.flatMap((tree) => tagsOf(tree, [], [])) };
  } catch (error) {
    const errors = (error as { properties?: { errors?: unknown[] } }).properties?.errors ?? [error];
    const reasons = errors.map((each) => reasonOf(each as Parameters<typeof reasonOf>[0]));
    // The same tag may be refused more than once for the same reason: say it once.
    const distinct = reasons.filter(
      (reason, index) => reasons.findIndex((other) => sameReason(other, reason)) === index,
    );
    throw new DocxRefused(distinct as [MessageRef, ...MessageRef[]]);
  }
}

/**
 * The fields that can stand inside the given loops: a loop's own, and all of every enclosing scope.
 * A section over a text or a count is a condition, inside which the same fields stand. A list's
 * `length` is its count, so that `{#contacts.length}…{/contacts.length}` prints a heading and a
 * table once, and only when the list has items.
 */
function fieldsInScope(loops: readonly string[]): ReadonlySet<string> {
  const known = new Set<string>();
  const add = (level: readonly ReportField[]) => {
    for (const field of level) {
      known.add(field.key);
      if (field.kind === 'loop') known.add(`${field.key}.length`);
    }
  };
  let level: readonly ReportField[] = REPORT_FIELDS;
  add(level);
  for (const loop of loops) {
    const inner = level.find((field) => field.key === loop)?.fields;
    if (inner === undefined) continue;
    level = inner;
    add(level);
  }
  return known;
}

/** The prefix of the tags that name a field of the firm's input forms: `{form.<form>.<field>}`. */
const FORM_TAG = 'form.';

/**
 * A tag's path when it names a field of an input form: `form.fastighetsuppgifter.byggnadsar`
 * wherever it stands, and a column inside a form's table loop with the loop before it
 * (`form.x.balkonger.nummer`), unless the report has a field of that name there; null for any
 * other tag.
 */
function formTagPath(tag: TemplateTag): string | null {
  if (tag.name.startsWith(FORM_TAG)) return tag.name;
  const formLoop = [...tag.loops].reverse().find((loop) => loop.startsWith(FORM_TAG));
  if (formLoop === undefined || fieldsInScope(tag.loops).has(tag.name)) return null;
  return `${formLoop}.${tag.name}`;
}

/**
 * The tags a template uses that are none of REPORT_FIELDS where they stand: they will stay empty.
 * Tags of input form fields are left to `formFieldTags`: which forms exist is the firm's to say.
 */
export function unknownFields(tags: readonly TemplateTag[]): string[] {
  const unknown = tags.filter((tag) => formTagPath(tag) === null && !fieldsInScope(tag.loops).has(tag.name));
  return [...new Set(unknown.map((tag) => tag.name))];
}

/** The paths of the input form fields a template prints (see formTagPath). */
export function formFieldTags(tags: readonly TemplateTag[]): string[] {
  return [...new Set(tags.map(formTagPath).filter((path) => path !== null))];
}

const isNumberField = (name: string): name is ReportNumberField => Object.hasOwn(REPORT_NUMBER_FIELDS, name);

/**
 * The numbers a template prints (`{report.number}`, `{invoice.number}`), wherever they stand: inside
 * a loop a tag still finds the report's own fields. An export draws these numbers and no others.
 */
export function numberFields(tags: readonly TemplateTag[]): ReportNumberField[] {
  return [...new Set(tags.map((tag) => tag.name).filter(isNumberField))];
}
