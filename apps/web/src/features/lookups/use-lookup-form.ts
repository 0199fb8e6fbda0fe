import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { schemaResolver } from '@/lib/forms/schema-resolver';
import { serverSubmit } from '@/lib/forms/server-submit';
import { lookupFormValues, toLookupBody, type LookupFormValues } from './lookup-form';
import type { LookupItem, LookupKind, LookupWrite } from './lookup-kinds';

/**
 * The lookup form of one kind, validated with the kind's contract schema (create or update).
 * `save` receives the body and answers the saved lookup; the server's field errors land on the fields, and a 409 (the name is
 * taken) on the name.
 */
export function useLookupForm(
  kind: LookupKind,
  item: LookupItem | null,
  save: (body: LookupWrite) => Promise<LookupItem>,
) {
  const resolver = useMemo(
    () =>
      schemaResolver<LookupFormValues, LookupWrite>(
        (item ? kind.updateSchema : kind.createSchema) as typeof kind.createSchema,
        (values) => toLookupBody(kind, values),
      ),
    [kind, item],
  );
  const values = useMemo(() => lookupFormValues(kind, item), [kind, item]);
  const form = useForm<LookupFormValues, unknown, LookupWrite>({
    resolver,
    values,
    resetOptions: { keepDirtyValues: true },
  });
  const submit = serverSubmit(
    form,
    // The saved values become the form's, so it is no longer dirty.
    async (body) => form.reset(lookupFormValues(kind, await save(body))),
    {
      fields: ['name', 'description', 'color', 'flag'],
      renamed: { final: 'flag', serious: 'flag', insurable: 'flag' },
      conflict: 'name',
    },
  );
  return { form, submit, values };
}
