// The assignment list's sort fields: plain values without zod, so that code needing only them (the staff app's
// first load) does not bring the schemas along.

export const INSPECTION_SORT_FIELDS = ['number', 'date', 'created', 'customer', 'status'] as const;
export type InspectionSortField = (typeof INSPECTION_SORT_FIELDS)[number];
