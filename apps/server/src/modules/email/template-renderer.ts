import { Liquid, type Template } from 'liquidjs';
import { MAIL_BODY_LENGTH_MAX, type EmailTemplateValues } from '@syna/contracts/email';
import { badRequest, HttpProblem } from '../../platform/http/problem.ts';
import type { MessageRef } from '@syna/contracts/messages';

/**
 * Liquid with no way out of the text: no file system (an include, render or layout finds
 * nothing), no unknown filters (refused when the template is saved), only the data's own
 * properties, and limits so that a hostile template cannot hold the server: its size when
 * parsed, its time when rendered, and the memory its strings and loops may take. Bodies are
 * plain text, so nothing is escaped.
 */
const engine = new Liquid({
  templates: {},
  strictFilters: true,
  ownPropertyOnly: true,
  parseLimit: MAIL_BODY_LENGTH_MAX * 2,
  renderLimit: 200,
  memoryLimit: 1_000_000,
});

const TEMPLATE_INVALID = (reason: string): MessageRef => ({
  key: 'email.templateInvalid',
  values: { reason },
});
const TEMPLATE_TOO_COSTLY: MessageRef = { key: 'email.templateTooCostly' };

/** The reason liquidjs gives, without the template's source it appends on later lines. */
const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error)).split('\n')[0]!;

/**
 * Parses a template's text; 400 (with the error on `field` when given) if it is not valid Liquid
 * or uses an unknown filter.
 */
export function parseTemplate(text: string, field?: string): Template[] {
  try {
    return engine.parse(text);
  } catch (error) {
    const detail = TEMPLATE_INVALID(reasonOf(error));
    throw badRequest(detail, field ? { [field]: [detail] } : undefined);
  }
}

/** The fields a template reads that have no value in `values` (or are no field at all). */
function missingFields(template: Template[], values: EmailTemplateValues): string[] {
  const known = values as Record<string, string | undefined>;
  return engine.globalFullVariablesSync(template).filter((path) => !known[path]);
}

interface Scope {
  [name: string]: Scope | string;
}

/** Puts `value` at the dotted path `names` of `scope`, making the levels on the way. */
function place(scope: Scope, [name, ...rest]: string[], value: string): void {
  if (rest.length === 0) {
    scope[name!] = value;
    return;
  }
  const next = scope[name!];
  place(typeof next === 'object' ? next : (scope[name!] = {}), rest, value);
}

/**
 * The values as Liquid reads them: `assignment.number` → `{ assignment: { number } }`, and a form
 * field one level deeper (`form.fastighetsuppgifter.byggnadsar`).
 */
function scopeOf(values: EmailTemplateValues): Scope {
  const scope: Scope = {};
  for (const [path, value] of Object.entries(values)) place(scope, path.split('.'), value ?? '');
  return scope;
}

export interface RenderedText {
  text: string;
  missingFields: string[];
}

/**
 * Renders a template with the values of one assignment, contact and sender. A field without a
 * value renders empty and is listed in `missingFields`; a template over the limits answers 400.
 * Synchronously: the render limit is wall time, and an asynchronous render would count the
 * requests and database work that ran between its steps against the template.
 */
export function renderTemplate(text: string, values: EmailTemplateValues): RenderedText {
  const template = parseTemplate(text);
  try {
    const rendered = renderInTime(template, scopeOf(values));
    return { text: rendered, missingFields: missingFields(template, values) };
  } catch (error) {
    if (error instanceof HttpProblem) throw error;
    const reason = reasonOf(error);
    // liquidjs reports its limits with a plain assertion error, not a LiquidError.
    if (/limit exceeded/.test(reason)) throw badRequest(TEMPLATE_TOO_COSTLY);
    throw badRequest(TEMPLATE_INVALID(reason));
  }
}

/**
 * Renders once more when the first render ran out of time. The render limit is wall time: on a
 * machine busy with other work, a pause of the process can use up a template's time although the
 * template takes microseconds (a public order failed so under load). A template that is itself
 * too slow runs out of time again; one too large for memory is not tried twice.
 */
function renderInTime(template: Template[], scope: Scope): string {
  try {
    return engine.renderSync(template, scope);
  } catch (error) {
    if (!/^template render limit exceeded/.test(reasonOf(error))) throw error;
    return engine.renderSync(template, scope);
  }
}

/**
 * Renders a template's subject and body with one rendering's values, the fields without a value
 * of both listed once. The subject is one line: a line break from a field would end the header.
 */
export function renderTexts(
  texts: { subject: string; body: string },
  values: EmailTemplateValues,
): { subject: string; body: string; missingFields: string[] } {
  const [subject, body] = [renderTemplate(texts.subject, values), renderTemplate(texts.body, values)];
  const missingFields = [...new Set([...subject.missingFields, ...body.missingFields])];
  return { subject: subject.text.replace(/\s*\n\s*/g, ' ').trim(), body: body.text, missingFields };
}
