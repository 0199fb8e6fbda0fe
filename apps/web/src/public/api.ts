import { useEffect, useState } from 'react';
import { IDEMPOTENCY_KEY_HEADER } from '@syna/contracts/constants';
import { publicOrderEndpoints } from '@syna/contracts/endpoints/public-orders';
import type {
  PublicCalendar,
  PublicOrderPage,
  PublicOrderReceipt,
  PublicOrderSubmit,
} from '@syna/contracts/public-orders';
import type { HttpError } from '@/lib/http/http-error';
import { callPublicEndpoint } from './public-http';

/** What a page loads: the last answer stays while the next one (another week, a retry) loads. */
export interface Loaded<Data> {
  data: Data | undefined;
  error: HttpError | null;
  loading: boolean;
  retry(): void;
}

interface Settled<Data> {
  /** The request (key and attempt) this answers. */
  request: string;
  data: Data | undefined;
  error: HttpError | null;
}

/** Loads `load` whenever `key` changes (or on retry); a superseded call is cancelled. */
function useLoaded<Data>(key: string, load: (signal: AbortSignal) => Promise<Data>): Loaded<Data> {
  const [attempt, setAttempt] = useState(0);
  const request = `${key}#${attempt}`;
  const [settled, setSettled] = useState<Settled<Data>>({ request: '', data: undefined, error: null });
  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal).then(
      (data) => setSettled({ request, data, error: null }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setSettled((previous) => ({ request, data: previous.data, error: error as HttpError }));
      },
    );
    return () => controller.abort();
    // `load` is a new function each render; `request` names everything it depends on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [request]);
  const current = settled.request === request;
  return {
    data: settled.data,
    error: current ? settled.error : null,
    loading: !current,
    retry: () => setAttempt((count) => count + 1),
  };
}

/** `GET /{tenant}/v1/vb/public/order[?hidden=true]`: the firm and what it offers. */
export function usePublicOrderPage(tenant: string, hidden = false): Loaded<PublicOrderPage> {
  return useLoaded(`${tenant}/${hidden}`, (signal) =>
    callPublicEndpoint(
      publicOrderEndpoints.page,
      { params: { tenant }, query: hidden ? { hidden: 'true' } : {} },
      { signal },
    ),
  );
}

/** `GET /{tenant}/v1/vb/public/calendar?from=&to=`; the week shown stays while the next one loads. */
export function usePublicCalendar(
  tenant: string,
  week: { from: string; to: string },
): Loaded<PublicCalendar> {
  return useLoaded(`${tenant}/${week.from}/${week.to}`, (signal) =>
    callPublicEndpoint(publicOrderEndpoints.calendar, { params: { tenant }, query: week }, { signal }),
  );
}

/**
 * `POST /{tenant}/v1/vb/public/order`: 201 with the receipt. `key` names the submission
 * (`submissionKeys`): sent again with it, the order is answered with its first receipt, not placed twice.
 */
export function submitOrder(
  tenant: string,
  order: PublicOrderSubmit,
  key: string,
): Promise<PublicOrderReceipt> {
  return callPublicEndpoint(
    publicOrderEndpoints.submit,
    { params: { tenant }, body: order },
    { headers: { [IDEMPOTENCY_KEY_HEADER]: key } },
  );
}
