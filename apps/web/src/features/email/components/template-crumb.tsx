import type { Params } from 'react-router';
import { useEmailTemplate } from '@/features/email/api';

interface CrumbProps {
  params: Readonly<Params<string>>;
  /** The route's plain title, shown until the template is loaded. */
  title: string;
}

/** The template's name in the breadcrumbs, from the editor's own query. */
export function TemplateCrumb({ params, title }: CrumbProps) {
  const template = useEmailTemplate(params.id ?? '');
  return template.data ? template.data.name : title;
}
