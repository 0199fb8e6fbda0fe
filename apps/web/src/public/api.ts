import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type {
  PublicCalendar,
  PublicOrderPage,
  PublicOrderReceipt,
  PublicOrderSubmit,
} from '@syna/contracts/orders';
import { apiPath } from '@/lib/http/api-path';
import { apiRequest } from '@/lib/http/http-client';

/** No sign-in, and failures are shown on the page itself (there is no snackbar here). */
const PUBLIC_CALL = { authenticated: false, notify: false } as const;

export const publicKeys = {
  orderPage: (tenant: string, hidden: boolean) => ['public', tenant, 'order-page', { hidden }] as const,
  calendar: (tenant: string, from: string, to: string) => ['public', tenant, 'calendar', from, to] as const,
};

/** `GET /{tenant}/v1/vb/public/order[?hidden=true]`: the firm and what it offers. */
export function usePublicOrderPage(tenant: string, hidden = false) {
  return useQuery({
    queryKey: publicKeys.orderPage(tenant, hidden),
    queryFn: ({ signal }) =>
      apiRequest<PublicOrderPage>(apiPath(tenant, 'vb', `/public/order${hidden ? '?hidden=true' : ''}`), {
        ...PUBLIC_CALL,
        signal,
      }),
  });
}

/** `GET /{tenant}/v1/vb/public/calendar?from=&to=`; the week shown stays while the next one loads. */
export function usePublicCalendar(tenant: string, week: { from: string; to: string } | null) {
  return useQuery({
    queryKey: publicKeys.calendar(tenant, week?.from ?? '', week?.to ?? ''),
    queryFn: ({ signal }) =>
      apiRequest<PublicCalendar>(
        apiPath(tenant, 'vb', `/public/calendar?${new URLSearchParams(week!).toString()}`),
        { ...PUBLIC_CALL, signal },
      ),
    enabled: week !== null,
    placeholderData: keepPreviousData,
  });
}

/** `POST /{tenant}/v1/vb/public/order`: 201 with the receipt. */
export function useSubmitOrder(tenant: string) {
  return useMutation({
    mutationFn: (order: PublicOrderSubmit) =>
      apiRequest<PublicOrderReceipt>(apiPath(tenant, 'vb', '/public/order'), {
        ...PUBLIC_CALL,
        method: 'POST',
        body: order,
      }),
  });
}
