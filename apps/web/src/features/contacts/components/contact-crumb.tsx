import { useQuery } from '@tanstack/react-query';
import type { ContactDetail } from '@syna/contracts/contacts';
import { truncate } from '@syna/contracts/format';
import { contactKeys } from '@/features/contacts/api';
import { useTenantId } from '@/lib/session/use-tenant-id';

/**
 * A contact's breadcrumb: its name once the page has loaded it (read from the page's query, never
 * fetched here), the route's title until then.
 */
export function ContactCrumb({
  params,
  title,
}: {
  params: Readonly<Record<string, string | undefined>>;
  title: string;
}) {
  const tenantId = useTenantId();
  const contact = useQuery<ContactDetail>({
    queryKey: contactKeys.detail(tenantId, params.id ?? ''),
    enabled: false,
  });
  return contact.data ? truncate(contact.data.name, 60) : title;
}
