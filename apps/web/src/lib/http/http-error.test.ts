import { describe, expect, it } from 'vitest';
import { mapHttpFailure, parseProblem } from './http-error';

describe('mapHttpFailure', () => {
  it('maps 401 to error.unauthorized, even with a problem body', () => {
    expect(mapHttpFailure({ status: 401, problem: { title: 'Unauthorized', detail: 'x' } })).toEqual({
      kind: 'unauthorized',
      message: { key: 'error.unauthorized' },
      detail: null,
    });
  });

  it('maps 403 to error.forbidden with the missing-permission message', () => {
    expect(mapHttpFailure({ status: 403, problem: { title: 'Forbidden' } })).toEqual({
      kind: 'forbidden',
      message: { key: 'error.forbidden' },
      detail: { key: 'error.forbiddenDetail' },
    });
  });

  it('shows the title and detail of a problem document', () => {
    expect(
      mapHttpFailure({ status: 409, problem: { title: 'Conflict', detail: 'Organisations-id är upptaget' } }),
    ).toEqual({
      kind: 'problem',
      message: { text: 'Conflict' },
      detail: { text: 'Organisations-id är upptaget' },
    });
  });

  it('falls back to the default title Error when a problem has none', () => {
    expect(mapHttpFailure({ status: 400, problem: { detail: 'Fel i begäran' } })).toEqual({
      kind: 'problem',
      message: { key: 'error.problemTitle' },
      detail: { text: 'Fel i begäran' },
    });
  });

  it('maps a missing response to error.request and anything else to error.default', () => {
    expect(mapHttpFailure({ status: null, problem: null }).message).toEqual({ key: 'error.request' });
    expect(mapHttpFailure({ status: 502, problem: null })).toEqual({
      kind: 'default',
      message: { key: 'error.default' },
      detail: null,
    });
  });
});

describe('parseProblem', () => {
  it('reads problem+json bodies', () => {
    expect(
      parseProblem('application/problem+json; charset=utf-8', '{"title":"Not Found","status":404}'),
    ).toEqual({
      title: 'Not Found',
      status: 404,
    });
  });
  it('ignores html, broken json and plain json data', () => {
    expect(parseProblem('text/html', '<html>')).toBeNull();
    expect(parseProblem('application/problem+json', '{broken')).toBeNull();
    expect(parseProblem('application/json', '{"items":[]}')).toBeNull();
    expect(parseProblem('application/json', '')).toBeNull();
  });
});
