/**
 * The ISO 8601 week number of a date (YYYY-MM-DD): weeks start on Monday and week 1 holds the
 * year's first Thursday, as Swedish offices number them ("v. 48").
 */
export function isoWeek(date: string): number {
  const day = new Date(`${date}T00:00:00Z`);
  // The Thursday of the date's week decides the year the week belongs to.
  const thursday = new Date(day);
  thursday.setUTCDate(day.getUTCDate() + 3 - ((day.getUTCDay() + 6) % 7));
  const firstOfYear = Date.UTC(thursday.getUTCFullYear(), 0, 1);
  return Math.floor((thursday.getTime() - firstOfYear) / 86_400_000 / 7) + 1;
}
