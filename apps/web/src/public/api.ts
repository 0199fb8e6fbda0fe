import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { publicOrderEndpoints } from '@syna/contracts/endpoints/public-orders';
import type { PublicOrderSubmit } from '@syna/contracts/orders';
import { callEndpoint } from '@/lib/http/endpoint-client';

/** Failures are shown on the page itself (there is no snackbar here); the table says no sign-in. */
const PUBLIC_CALL = { notify: false } as const;

export const publicKeys = {
  orderPage: (tenant: string, hidden: boolean) => ['public', tenant, 'order-page', { hidden }] as const,
  calendar: (tenant: string, from: string, to: string) => ['public', tenant, 'calendar', from, to] as const,
};

/** `GET /{tenant}/v1/vb/public/order[?hidden=true]`: the firm and what it offers. */
export function usePublicOrderPage(tenant: string, hidden = false) {
  return useQuery({
    queryKey: publicKeys.orderPage(tenant, hidden),
    queryFn: ({ signal }) =>
      callEndpoint(
        publicOrderEndpoints.page,
        { params: { tenant }, query: hidden ? { hidden: 'true' } : {} },
        { ...PUBLIC_CALL, signal },
      ),
  });
}

/** `GET /{tenant}/v1/vb/public/calendar?from=&to=`; the week shown stays while the next one loads. */
export function usePublicCalendar(tenant: string, week: { from: string; to: string } | null) {
  return useQuery({
    queryKey: publicKeys.calendar(tenant, week?.from ?? '', week?.to ?? ''),
    queryFn: ({ signal }) =>
      callEndpoint(
        publicOrderEndpoints.calendar,
        { params: { tenant }, query: week! },
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
      callEndpoint(publicOrderEndpoints.submit, { params: { tenant }, body: order }, PUBLIC_CALL),
  });
}
