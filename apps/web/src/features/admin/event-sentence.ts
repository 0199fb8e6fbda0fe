import type { Event, EventRecordType } from '@syna/contracts/events';
import type { FeatureT } from '@/lib/i18n/feature-translation';
import { appPaths } from '@/lib/navigation/app-paths';
import type { sv } from './texts';

/** An event as a sentence, its record's words apart so that they can be a link to the record. */
export interface EventSentence {
  before: string;
  record: string;
  after: string;
  /** The record's page in the app; null when it has none, is gone, or the event names no record. */
  href: string | null;
}

/** The pages of the kinds of record that have one, by the record's id. */
const RECORD_PAGES: Partial<Record<EventRecordType, (tenantId: string, id: string) => string>> = {
  inspections: appPaths.inspection,
  contact: appPaths.contact,
  order: appPaths.order,
  projects: appPaths.project,
  documents: (tenantId) => appPaths.adminPage(tenantId, 'docTemplates'),
  // An insurance request is named by its assignment's id.
  dff: appPaths.inspection,
};

/** Stands in the sentence for the record's words, to cut it there; no text holds it. */
const RECORD_MARK = '\u0000';

function recordWords(event: Event, t: FeatureT<typeof sv>): string {
  const { type, label } = event.record;
  if (type === null) return t('events.something');
  return label === null ? t(`events.record.${type}.one`) : t(`events.record.${type}.named`, { label });
}

function recordHref(event: Event, tenantId: string): string | null {
  const { type, id } = event.record;
  const page = type === null ? undefined : RECORD_PAGES[type];
  // A removed record has no page any more: its words stay, unlinked.
  return page && id !== null && event.action !== 'delete' ? page(tenantId, id) : null;
}

/**
 * "Anna Berg ändrade status på uppdrag 2026-0007 från Ny till Bokad": who, what they did, to which
 * record (named as it was then), and the value a field changed from and to. An event from before
 * records were named, or one its service did not describe, reads generally: "Anna Berg ändrade ett
 * uppdrag".
 */
export function eventSentence(event: Event, t: FeatureT<typeof sv>, tenantId: string): EventSentence {
  const actor = event.actor?.name || t('events.customer');
  // The log names one changed field per sentence; a change describes at most the one it is about.
  const [change] = event.changes;
  const text = change
    ? t('events.sentence.field', {
        actor,
        record: RECORD_MARK,
        field: t(`events.field.${change.field}`),
        from: change.from ?? t('events.noValue'),
        to: change.to ?? t('events.noValue'),
      })
    : t(`events.sentence.${event.action}`, { actor, record: RECORD_MARK });
  const [before = '', after = ''] = text.split(RECORD_MARK);
  return { before, record: recordWords(event, t), after, href: recordHref(event, tenantId) };
}
