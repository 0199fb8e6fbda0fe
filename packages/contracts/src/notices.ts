import { z } from 'zod';

/**
 * What the server tells a person of on its own, each a kind the person chooses to get in the app
 * and, for the ones that must not be missed away from it, by e-mail (their settings, `notices`).
 */
export const NOTICE_KINDS = [
  'newOrder',
  'assignmentGiven',
  'assignmentMoved',
  'assignmentCancelled',
  'reportReady',
] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

/** The kinds that may also come by e-mail; a report's readiness is told where it was asked for. */
export const EMAILED_NOTICE_KINDS: readonly NoticeKind[] = [
  'newOrder',
  'assignmentGiven',
  'assignmentMoved',
  'assignmentCancelled',
];

/**
 * Where one kind reaches the person. By default everything shows in the app; an inspector's own
 * assignments also come by e-mail, since they matter out in the field; a new order reaches the
 * office's shared order address already, so not every handler's inbox as well.
 */
const channels = (email: boolean) =>
  z.object({ app: z.boolean().default(true), email: z.boolean().default(email) }).prefault({});

export const noticeChoicesSchema = z
  .object({
    newOrder: channels(false),
    assignmentGiven: channels(true),
    assignmentMoved: channels(true),
    assignmentCancelled: channels(true),
    reportReady: channels(false),
  })
  .meta({ id: 'NoticeChoices' });
export type NoticeChoices = z.infer<typeof noticeChoicesSchema>;
export type NoticeChannel = keyof NoticeChoices[NoticeKind];

/** Whether a person with these choices gets a notice of the kind on the channel. */
export function wantsNotice(choices: NoticeChoices, kind: NoticeKind, channel: NoticeChannel): boolean {
  if (channel === 'email' && !EMAILED_NOTICE_KINDS.includes(kind)) return false;
  return choices[kind][channel];
}
