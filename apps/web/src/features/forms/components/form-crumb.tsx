import type { Params } from 'react-router';
import { useFormDefinition } from '@/features/forms/api';

/** The form's name in the breadcrumbs, from the page's own query; `new` has its plain title. */
export function FormCrumb({ params, title }: { params: Readonly<Params<string>>; title: string }) {
  const id = params.id ?? '';
  const form = useFormDefinition(id, id !== '' && id !== 'new');
  return form.data ? form.data.name.sv : title;
}
