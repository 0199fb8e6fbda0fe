import type { Params } from 'react-router';
import { useMember } from '@/features/access/api';

interface CrumbProps {
  params: Readonly<Params<string>>;
  /** The route's plain title, shown until the member is loaded. */
  title: string;
}

/** The member's name in the breadcrumbs, from the page's own query. */
export function UserCrumb({ params, title }: CrumbProps) {
  const member = useMember(params.id ?? '');
  return member.data ? member.data.name : title;
}
