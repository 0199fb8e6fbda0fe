import { CLIENT_VERSION } from '@syna/contracts/constants';
import { isHttpError } from '@/lib/http/http-error';
import { isChunkLoadError } from '@/app/navigation/chunk-loading';

export type ErrorDetailLabel = 'type' | 'message' | 'status' | 'chunk' | 'path' | 'time' | 'version';
export interface ErrorDetail {
  label: ErrorDetailLabel;
  value: string;
}

/** Type, message and status of one error, then of its cause (the failure behind a start-up step). */
function describeError(error: unknown, depth = 0): ErrorDetail[] {
  const details: ErrorDetail[] = [];
  if (error instanceof Error) {
    details.push({ label: 'type', value: error.name });
    details.push({ label: 'message', value: error.message });
  } else if (error !== undefined && error !== null) {
    details.push({ label: 'message', value: typeof error === 'string' ? error : JSON.stringify(error) });
  }
  if (isHttpError(error)) {
    if (error.status !== null) details.push({ label: 'status', value: String(error.status) });
    if (error.detail) details.push({ label: 'message', value: error.detail });
  } else if (typeof error === 'object' && error !== null && 'status' in error) {
    details.push({ label: 'status', value: String((error as { status: unknown }).status) });
  }
  if (isChunkLoadError(error)) details.push({ label: 'chunk', value: error.url ?? error.chunk });
  if (error instanceof Error && error.cause !== undefined && depth < 3) {
    details.push(...describeError(error.cause, depth + 1));
  }
  return details;
}

/** The facts the error-details drawer lists, so support can tell what went wrong. */
export function errorDetails(error: unknown, path: string, time: string): ErrorDetail[] {
  return [
    ...describeError(error),
    { label: 'path', value: path },
    { label: 'time', value: time },
    { label: 'version', value: CLIENT_VERSION },
  ];
}
