import { describe, expect, it } from 'vitest';
import { HttpError } from '@/lib/http/http-error';
import { ChunkLoadError } from '@/app/navigation/chunk-loading';
import { errorDetails } from './error-details';

describe('errorDetails', () => {
  it('lists an API failure with its status', () => {
    const error = new HttpError(
      'Ett fel inträffade',
      'default',
      502,
      null,
      null,
      '/v1/account/user/accounts',
    );
    expect(errorDetails(error, '/main/', '2026-11-23 09:05')).toEqual([
      { label: 'type', value: 'HttpError' },
      { label: 'message', value: 'Ett fel inträffade' },
      { label: 'status', value: '502' },
      { label: 'path', value: '/main/' },
      { label: 'time', value: '2026-11-23 09:05' },
      { label: 'version', value: '1.0.0' },
    ]);
  });

  it('follows the cause of a start-up failure', () => {
    const cause = new HttpError(
      'Ett fel inträffade',
      'default',
      500,
      null,
      null,
      '/v1/account/user/accounts',
    );
    const error = new Error('Problem att hämta användarinformation', { cause });
    expect(errorDetails(error, '/main/', 't').slice(0, 5)).toEqual([
      { label: 'type', value: 'Error' },
      { label: 'message', value: 'Problem att hämta användarinformation' },
      { label: 'type', value: 'HttpError' },
      { label: 'message', value: 'Ett fel inträffade' },
      { label: 'status', value: '500' },
    ]);
  });

  it('names the missing chunk', () => {
    const error = new ChunkLoadError('admin', 'http://h/main/assets/admin-1.js', 'failed');
    expect(errorDetails(error, '/main/acme/admin', 't')).toContainEqual({
      label: 'chunk',
      value: 'http://h/main/assets/admin-1.js',
    });
  });
});
