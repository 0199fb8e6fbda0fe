import type { Params } from 'react-router';
import { useBlueprint } from '@/features/blueprints/api';

/** The blueprint's name in the breadcrumbs, from the page's own query; `new` has its plain title. */
export function BlueprintCrumb({ params, title }: { params: Readonly<Params<string>>; title: string }) {
  const id = params.id ?? '';
  const blueprint = useBlueprint(id, id !== '' && id !== 'new');
  return blueprint.data ? blueprint.data.name.sv : title;
}
