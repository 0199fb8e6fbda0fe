import { describe, expect, it } from 'vitest';
import { HttpError } from '@/lib/http/http-error';
import { testsInLanguage } from '@/lib/i18n/tests-in-language';
import { describeUploadFailure, MAX_UPLOAD_BYTES, MAX_UPLOAD_MEGABYTES } from './upload-failure';

const texts = { failed: 'The upload failed.', tooLarge: 'Too large: at most 30 MB.' };
const refusal = (status: number, problem: HttpError['problem'], message = 'Ogiltig begäran') =>
  new HttpError(message, 'problem', status, problem?.detail ?? null, problem, '/t/v1/files');

testsInLanguage('en');

describe('describeUploadFailure', () => {
  it('says a file is too large, with the limit, on 413', () => {
    expect(describeUploadFailure(refusal(413, null), texts)).toBe(texts.tooLarge);
  });

  // The server words its problems in the language the request asks for.
  it("gives a refused field's message", () => {
    const problem = { title: 'Bad request', errors: { file: ['One file at a time'] } };
    expect(describeUploadFailure(refusal(400, problem), texts)).toBe('One file at a time');
  });

  it("gives the problem's detail, else its title", () => {
    const detailed = { title: 'Bad request', detail: 'This type of file is not supported' };
    expect(describeUploadFailure(refusal(415, detailed), texts)).toBe('This type of file is not supported');
    expect(describeUploadFailure(refusal(500, null, 'Server error'), texts)).toBe('Server error');
  });

  it('says the upload failed for anything but an HTTP refusal', () => {
    expect(describeUploadFailure(new Error('boom'), texts)).toBe(texts.failed);
  });
});

describe('the upload limit', () => {
  it('leaves room for the multipart envelope within the 30 MB request limit', () => {
    expect(MAX_UPLOAD_MEGABYTES).toBe(30);
    expect(MAX_UPLOAD_BYTES).toBeLessThan(30 * 1024 * 1024);
    expect(MAX_UPLOAD_BYTES).toBeGreaterThan(29 * 1024 * 1024);
  });
});
