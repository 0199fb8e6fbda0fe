import { describe, expect, it } from 'vitest';
import { activityCreateSchema, type Activity } from '@syna/contracts/activities';
import {
  activityChange,
  activityFormValues,
  instantToLocal,
  localToInstant,
  movedActivity,
  movedActivityChange,
  newActivityTimes,
  reminderText,
  toActivityInput,
} from './activity-form';

// The form works in Swedish time whatever the machine's zone: the expectations are UTC instants.

const activity: Activity = {
  id: 'a1',
  startTime: '2026-11-23T08:00:00.000Z',
  stopTime: '2026-11-23T09:30:00.000Z',
  name: 'Möte',
  title: 'Genomgång',
  notes: null,
  location: 'Kontoret',
  uri: null,
  user: { id: 'u2', name: 'Eva' },
  username: 'eva@example.se',
  reminder: 15,
  repeat: 'weekly',
  progress: 50,
  tags: ['intern'],
  inspection: { id: 'i1', number: '2026-0001' },
  created: '2026-11-01T00:00:00Z',
  updated: '2026-11-01T00:00:00Z',
};

describe('times', () => {
  it('reads a form’s time as Swedish time, and back', () => {
    expect(localToInstant('2026-11-23T09:15')).toBe('2026-11-23T08:15:00.000Z');
    expect(localToInstant('2026-07-01T18:45')).toBe('2026-07-01T16:45:00.000Z');
    expect(instantToLocal('2026-07-01T16:45:00.000Z')).toBe('2026-07-01T18:45');
  });
  it('reads the skipped spring hour forward and the repeated autumn hour as winter time', () => {
    expect(instantToLocal(localToInstant('2026-03-29T02:30'))).toBe('2026-03-29T03:30');
    expect(localToInstant('2026-10-25T02:30')).toBe('2026-10-25T01:30:00.000Z');
  });
  it('leaves a blank time blank, so the schema asks for one', () => {
    expect(localToInstant('')).toBe('');
    expect(localToInstant('nonsense')).toBe('');
  });
  it('starts a new activity on a day at nine and at a time slot at its time, for an hour', () => {
    expect(newActivityTimes('2026-11-23T00:00', true)).toEqual({
      start: '2026-11-23T09:00',
      stop: '2026-11-23T10:00',
    });
    expect(newActivityTimes('2026-11-23T14:30', false)).toEqual({
      start: '2026-11-23T14:30',
      stop: '2026-11-23T15:30',
    });
  });
});

describe('the activity form', () => {
  it('starts a new activity planned, without reminder or repetition, in the user’s calendar', () => {
    expect(activityFormValues(null, { start: '2026-11-23T09:00', stop: '2026-11-23T10:00' }, 'me')).toEqual({
      title: '',
      name: '',
      start: '2026-11-23T09:00',
      stop: '2026-11-23T10:00',
      location: '',
      uri: '',
      notes: '',
      userId: 'me',
      reminder: '',
      repeat: 'none',
      progress: 0,
      tags: [],
    });
  });
  it('sends what the contract accepts, blanks as null', () => {
    const values = activityFormValues(
      null,
      { start: '2026-11-23T09:00', stop: '2026-11-23T10:00' },
      crypto.randomUUID(),
    );
    const body = activityCreateSchema.parse(toActivityInput({ ...values, title: 'Besök', reminder: '1440' }));
    expect(body).toMatchObject({
      title: 'Besök',
      name: null,
      location: null,
      uri: null,
      reminder: 1440,
      repeat: 'none',
      progress: 0,
      inspectionId: null,
    });
    expect(body.startTime).toBe('2026-11-23T08:00:00.000Z');
  });
  it('is refused by the contract when the end is before the start', () => {
    const values = activityFormValues(null, { start: '2026-11-23T10:00', stop: '2026-11-23T09:00' }, 'me');
    const result = activityCreateSchema.safeParse(toActivityInput({ ...values, title: 'Besök', userId: '' }));
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toContain('stopTime');
  });
  it('edits an activity with everything it has, and keeps its inspection on save', () => {
    const values = activityFormValues(activity, { start: '', stop: '' }, 'me');
    expect(values).toMatchObject({
      start: '2026-11-23T09:00',
      stop: '2026-11-23T10:30',
      userId: 'u2',
      reminder: '15',
      repeat: 'weekly',
      progress: 50,
      tags: ['intern'],
    });
    expect(toActivityInput(values, 'i1')).toMatchObject({ inspectionId: 'i1', reminder: 15, userId: 'u2' });
  });
});

describe('moving an activity', () => {
  it('moves start and stop by the calendar’s delta and changes nothing else', () => {
    const moved = movedActivity(activity, { years: 0, months: 0, days: 2, milliseconds: 30 * 60_000 });
    expect(instantToLocal(moved.startTime)).toBe('2026-11-25T09:30');
    expect(instantToLocal(moved.stopTime)).toBe('2026-11-25T11:00');
    expect(movedActivityChange(moved)).toEqual({ startTime: moved.startTime, stopTime: moved.stopTime });
  });
  it('keeps the Swedish wall-clock time when moved across the change to summer time', () => {
    const before = {
      ...activity,
      startTime: '2026-03-27T08:00:00.000Z',
      stopTime: '2026-03-27T09:00:00.000Z',
    };
    const moved = movedActivity(before, { years: 0, months: 0, days: 3, milliseconds: 0 });
    expect(moved.startTime).toBe('2026-03-30T07:00:00.000Z');
    expect(instantToLocal(moved.startTime)).toBe('2026-03-30T09:00');
  });
});

describe('saving an edited activity', () => {
  const userId = crypto.randomUUID();
  const stored = (notes: string | null): Activity => ({
    ...activity,
    notes,
    user: { id: userId, name: 'Eva' },
  });
  const formOf = (before: Activity) => activityFormValues(before, { start: '', stop: '' }, 'me');
  const saved = (values: ReturnType<typeof activityFormValues>, before: Activity) =>
    activityChange(activityCreateSchema.parse(toActivityInput(values)), before);

  it('leaves the notes out when they were not changed: someone else’s are private', () => {
    const before = stored(null);
    expect(saved(formOf(before), before)).not.toHaveProperty('notes');
    expect(saved({ ...formOf(before), notes: 'Ny anteckning' }, before)).toMatchObject({
      notes: 'Ny anteckning',
      userId,
      title: 'Genomgång',
    });
  });

  it('clears notes its author emptied, and sends no user when none is chosen', () => {
    const before = stored('Gammal');
    expect(saved({ ...formOf(before), notes: '' }, before)).toMatchObject({ notes: null });
    expect(saved({ ...formOf(before), userId: '' }, before)).not.toHaveProperty('userId');
  });
});

describe('reminderText', () => {
  it('reads every reminder choice naturally', () => {
    expect([0, 5, 15, 30, 60, 120, 1440].map(reminderText)).toEqual([
      { key: 'atStart', count: 0 },
      { key: 'minutes', count: 5 },
      { key: 'minutes', count: 15 },
      { key: 'minutes', count: 30 },
      { key: 'hourOne', count: 1 },
      { key: 'hourOther', count: 2 },
      { key: 'dayOne', count: 1 },
    ]);
  });
});
