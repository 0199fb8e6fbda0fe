import { describe, expect, it } from 'vitest';
import { pagingSchema } from './list.ts';

describe('paging', () => {
  it('starts at the first page of the default size, and -1 is all', () => {
    expect(pagingSchema.parse({})).toEqual({ page: 1, pageSize: 10 });
    expect(pagingSchema.parse({ page: 3, pageSize: -1 })).toEqual({ page: 3, pageSize: -1 });
  });

  it('refuses a page size that is not offered, and page 0', () => {
    const result = pagingSchema.safeParse({ page: 0, pageSize: 7 });
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['page', 'pageSize']);
    expect(result.error?.issues.map((issue) => issue.message)).toContain('validation.pageSize');
  });
});
