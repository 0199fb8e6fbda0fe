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

// The tests run in the time zone of the machine; these helpers work in local time, so the
// expectations are built from local times too.
const offset = (local: string) => {
  const minutes = -new Date(local).getTimezoneOffset();
  const sign = minutes >= 0 ? '+' : '-';
  const absolute = Math.abs(minutes);
  return `${sign}${String(Math.floor(absolute / 60)).padStart(2, '0')}:${String(absolute % 60).padStart(2, '0')}`;
};

const activity: Activity = {
  id: 'a1',
  startTime: new Date('2026-11-23T09:00').toISOString(),
  stopTime: new Date('2026-11-23T10:30').toISOString(),
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
  it('turns a datetime-local value into an instant with the offset, and back', () => {
    expect(localToInstant('2026-11-23T09:15')).toBe(`2026-11-23T09:15:00${offset('2026-11-23T09:15')}`);
    expect(instantToLocal(localToInstant('2026-07-01T18:45'))).toBe('2026-07-01T18:45');
  });
  it('leaves a blank time blank, so the schema asks for one', () => {
    expect(localToInstant('')).toBe('');
    expect(localToInstant('nonsense')).toBe('');
  });
  it('starts a new activity on a day at nine and at a time slot at its time, for an hour', () => {
    expect(newActivityTimes(new Date('2026-11-23T00:00'), true)).toEqual({
      start: '2026-11-23T09:00',
      stop: '2026-11-23T10:00',
    });
    expect(newActivityTimes(new Date('2026-11-23T14:30'), false)).toEqual({
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
    expect(Date.parse(body.startTime)).toBe(new Date('2026-11-23T09:00').getTime());
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
