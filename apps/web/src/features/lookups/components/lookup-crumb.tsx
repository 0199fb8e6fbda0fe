import { useLookup } from '@/features/lookups/api';
import type { AdminLookupKindId } from '@/features/lookups/lookup-kinds';

interface LookupCrumbProps {
  kindId: AdminLookupKindId;
  params: Readonly<Partial<Record<string, string>>>;
  title: string;
}

/** The breadcrumb of a lookup's page: its name once loaded (shared with the page's own query). */
export function LookupCrumb({ kindId, params, title }: LookupCrumbProps) {
  const query = useLookup({ kind: kindId, parentId: null }, params.id ?? '');
  return query.data?.name ?? title;
}
