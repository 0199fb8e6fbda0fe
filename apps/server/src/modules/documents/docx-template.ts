import Docxtemplater from 'docxtemplater';
import PizZip from 'pizzip';
import ImageModule from '@slosarek/docxtemplater-image-module-free';
import {
  REPORT_FIELDS,
  REPORT_NUMBER_FIELDS,
  type ReportField,
  type ReportNumberField,
} from '@syna/contracts/document-templates';
import { documentMessages } from '@syna/contracts/messages/documents';
import { DocxRefused } from './docx-package.ts';

/**
 * Tags are plain paths into the report's data (`firm.name`, `title`): no expressions, and only a
 * value's own properties, so a template cannot reach `constructor`, `__proto__` or anything the
 * data does not hold. docxtemplater's own parser runs no code; this one does even less.
 */
function pathParser(tag: string): { get: (scope: unknown) => unknown } {
  const path = tag.trim().split('.');
  return {
    get: (scope) =>
      path.reduce<unknown>(
        (value, key) =>
          value !== null && typeof value === 'object' && Object.hasOwn(value, key)
            ? (value as Record<string, unknown>)[key]
            : undefined,
        scope,
      ),
  };
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
function reasonOf(error: { properties?: { id?: string; xtag?: string; openingtag?: string } }): string {
  const { id, xtag = error.properties?.openingtag } = error.properties ?? {};
  const message = {
    unclosed_tag: documentMessages.tagUnclosed,
    unopened_tag: documentMessages.tagUnopened,
    duplicate_open_tag: documentMessages.tagDuplicateOpen,
    duplicate_close_tag: documentMessages.tagDuplicateClose,
    unclosed_loop: documentMessages.loopUnclosed,
    unopened_loop: documentMessages.loopUnopened,
    closing_tag_does_not_match_opening_tag: documentMessages.loopMismatch,
    raw_xml_tag_should_be_only_text_in_paragraph: documentMessages.tagNotAlone,
    raw_tag_outerxml_invalid: documentMessages.tagNotAlone,
  }[id ?? ''];
  if (xtag === undefined) return documentMessages.templateUnreadable.sv;
  return (message ?? documentMessages.tagError).sv.replace('{tag}', xtag);
}

const PARAGRAPH = /<w:p[ >][\s\S]*?<\/w:p>/g;
const TEXT_RUN = /<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g;
const IMAGE_TAG = /\{%([^{}]*)\}/;
/** The parts of a .docx that hold paragraphs a template may tag: the body, headers and footers. */
const TEXT_PART = /^word\/(document|header\d*|footer\d*)\.xml$/;

/**
 * A picture takes its tag's whole paragraph, and the image module then drops whatever else the
 * paragraph held without a word: so an image tag must stand alone, and a template where one
 * does not is refused, naming the tag.
 */
function imageTagsNotAlone(zip: PizZip): string[] {
  const crowded: string[] = [];
  for (const file of zip.file(TEXT_PART)) {
    for (const [paragraph] of file.asText().matchAll(PARAGRAPH)) {
      const text = [...paragraph.matchAll(TEXT_RUN)].map((run) => run[1]).join('');
      const image = IMAGE_TAG.exec(text);
      if (image && text.trim() !== image[0]) crowded.push(image[1]!.trim());
    }
  }
  return crowded;
}

/**
 * Opens a template for filling: docxtemplater with the path parser, loops over whole paragraphs,
 * line breaks kept, missing values empty, and images from `images`. A template with broken tags
 * throws DocxRefused listing every broken tag.
 */
export function openTemplate(
  bytes: Buffer,
  images: TemplateImages = NO_IMAGES,
): { document: Docxtemplater; tags: TemplateTag[] } {
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
    const reasons = crowded.map((tag) => documentMessages.tagNotAlone.sv.replace('{tag}', tag));
    throw new DocxRefused(reasons as [string, ...string[]]);
  }
  try {
    const document = new Docxtemplater(zip, {
      paragraphLoop: true,
      linebreaks: true,
      // The refusal says what is wrong; the server's log has no use for docxtemplater's dump.
      errorLogging: false,
      parser: pathParser,
      nullGetter: () => '',
      modules: [tagCollector, new ImageModule({ centered: false, ...images })],
    });
    return { document, tags: trees.flatMap((tree) => tagsOf(tree, [], [])) };
  } catch (error) {
    const errors = (error as { properties?: { errors?: unknown[] } }).properties?.errors ?? [error];
    const reasons = [...new Set(errors.map((each) => reasonOf(each as Parameters<typeof reasonOf>[0])))];
    throw new DocxRefused(reasons as [string, ...string[]]);
  }
}

/** The fields that can stand inside the given loops: a loop's own, and all of every enclosing scope. */
function fieldsInScope(loops: readonly string[]): ReadonlySet<string> {
  const known = new Set<string>();
  let level: readonly ReportField[] | undefined = REPORT_FIELDS;
  for (let depth = 0; level; depth += 1) {
    for (const field of level) known.add(field.key);
    const loop: string | undefined = loops[depth];
    level = loop === undefined ? undefined : level.find((field) => field.key === loop)?.fields;
  }
  return known;
}

/** The tags a template uses that are none of REPORT_FIELDS where they stand: they will stay empty. */
export function unknownFields(tags: readonly TemplateTag[]): string[] {
  return [...new Set(tags.filter((tag) => !fieldsInScope(tag.loops).has(tag.name)).map((tag) => tag.name))];
}

const isNumberField = (name: string): name is ReportNumberField => Object.hasOwn(REPORT_NUMBER_FIELDS, name);

/**
 * The numbers a template prints (`{report.number}`, `{invoice.number}`), wherever they stand: inside
 * a loop a tag still finds the report's own fields. An export draws these numbers and no others.
 */
export function numberFields(tags: readonly TemplateTag[]): ReportNumberField[] {
  return [...new Set(tags.map((tag) => tag.name).filter(isNumberField))];
}
