import { describe, expect, it } from 'vitest';
import { noticeChoicesSchema, wantsNotice } from './notices.ts';
import { userSettingsSchema } from './user.ts';

describe('notice choices', () => {
  it('default to everything in the app and one’s own assignments by e-mail', () => {
    const choices = userSettingsSchema.parse({}).notices;
    expect(wantsNotice(choices, 'assignmentGiven', 'app')).toBe(true);
    expect(wantsNotice(choices, 'assignmentGiven', 'email')).toBe(true);
    expect(wantsNotice(choices, 'newOrder', 'app')).toBe(true);
    expect(wantsNotice(choices, 'newOrder', 'email')).toBe(false);
  });

  it('keep what a person chose and fill in what their stored settings do not name', () => {
    const choices = noticeChoicesSchema.parse({
      newOrder: { app: false },
      assignmentMoved: { email: false },
    });
    expect(choices.newOrder).toEqual({ app: false, email: false });
    expect(choices.assignmentMoved).toEqual({ app: true, email: false });
    expect(choices.assignmentCancelled).toEqual({ app: true, email: true });
  });

  it('never e-mails that a report is ready, whatever is stored', () => {
    const choices = noticeChoicesSchema.parse({ reportReady: { app: true, email: true } });
    expect(wantsNotice(choices, 'reportReady', 'email')).toBe(false);
  });
});
