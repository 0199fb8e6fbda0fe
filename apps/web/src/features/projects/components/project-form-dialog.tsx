import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  projectCreateSchema,
  projectUpdateSchema,
  type Project,
  type ProjectCreate,
} from '@syna/contracts/projects';
import { FormSelectField, FormSwitch, FormTextField, withCurrentOption } from '@/lib/forms/form-fields';
import { schemaResolver } from '@/lib/forms/schema-resolver';
import { serverSubmit } from '@/lib/forms/server-submit';
import { AddressBookSearch } from '@/lib/address-book/address-book-search';
import { AddressFields } from '@/lib/ui/address-fields';
import { FormDialog } from '@/lib/ui/form-dialog';
import { useInspectors, useProjectTypes } from '@/features/projects/api';
import { projectFormValues, toProjectInput, type ProjectFormValues } from '@/features/projects/project-form';
import { useProjectsTexts } from '@/features/projects/texts';

interface ProjectFormDialogProps {
  /** The project to change, or null for a new one. */
  project: Project | null;
  /** Saves the body; throws an HttpError when the server refuses it. */
  onSave(body: ProjectCreate): Promise<void>;
  onClose(): void;
}

/** Creates or changes a project: name, number, type, customer, inspector, description, address. */
export function ProjectFormDialog({ project, onSave, onClose }: ProjectFormDialogProps) {
  const { t } = useProjectsTexts();
  const types = useProjectTypes();
  const inspectors = useInspectors();
  const isNew = project === null;
  const resolver = useMemo(
    () =>
      schemaResolver<ProjectFormValues, ProjectCreate>(
        (isNew ? projectCreateSchema : projectUpdateSchema) as typeof projectCreateSchema,
        (values) => toProjectInput(values, isNew),
      ),
    [isNew],
  );
  const form = useForm<ProjectFormValues, unknown, ProjectCreate>({
    resolver,
    defaultValues: projectFormValues(project),
  });
  const { control } = form;
  const submit = serverSubmit(form, onSave, {
    fields: ['name', 'number', 'typeId', 'customer', 'inspectorId', 'description', 'address', 'active'],
    renamed: { customerId: 'customer' },
  });

  // A type or inspector no longer offered (archived) still shows on the project that has it.
  const typeOptions = withCurrentOption(
    (types.data ?? []).map(({ id, name, nameEn }) => ({ id, name, nameEn })),
    project?.typeId ? { id: project.typeId, name: project.typeName ?? '', nameEn: project.typeNameEn } : null,
  );
  const inspectorOptions = withCurrentOption(
    inspectors.data ?? [],
    project?.inspectorId ? { id: project.inspectorId, name: project.inspectorName ?? '' } : null,
  );

  return (
    <FormDialog
      title={isNew ? t('project.createTitle') : t('project.editTitle')}
      onSubmit={submit}
      busy={form.formState.isSubmitting}
      onClose={onClose}
      testId="project-form-dialog"
    >
      <FormTextField control={control} name="name" label={t('project.name')} required fullWidth autoFocus />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField control={control} name="number" label={t('project.number')} fullWidth />
        <FormSelectField
          control={control}
          name="typeId"
          label={t('project.type')}
          options={typeOptions}
          noneLabel={t('project.noType')}
          fullWidth
        />
      </Stack>
      <Controller
        control={control}
        name="customer"
        render={({ field, fieldState }) => (
          <AddressBookSearch
            value={field.value}
            onChange={field.onChange}
            label={t('project.customer')}
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message ?? t('project.customerHelp')}
          />
        )}
      />
      <FormSelectField
        control={control}
        name="inspectorId"
        label={t('project.inspector')}
        options={inspectorOptions}
        noneLabel={t('project.noInspector')}
        fullWidth
      />
      <FormTextField
        control={control}
        name="description"
        label={t('project.description')}
        fullWidth
        multiline
        minRows={2}
        maxRows={8}
      />
      <Typography variant="h3" component="h3">
        {t('project.address')}
      </Typography>
      <AddressFields control={control} name="address" />
      {isNew && (
        <FormSwitch
          control={control}
          name="active"
          label={t('project.active')}
          helperText={t('project.activeHelp')}
        />
      )}
    </FormDialog>
  );
}
