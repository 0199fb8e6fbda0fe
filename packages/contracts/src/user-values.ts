// A user's start views: plain values without zod, so that code needing only them (the staff app's
// first load) does not bring the schemas along.

export const START_VIEWS = ['assignments', 'calendar', 'inbox'] as const;
export type StartView = (typeof START_VIEWS)[number];
