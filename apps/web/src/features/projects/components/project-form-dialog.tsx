import { useId, useMemo } from 'react';
import { Controller, useForm, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import {
  projectCreateSchema,
  projectUpdateSchema,
  type Project,
  type ProjectCreate,
} from '@syna/contracts/projects';
import { FormSwitch, FormTextField } from '../../../lib/forms/form-fields';
import { problemFieldErrors } from '../../../lib/forms/problem-field-errors';
import { schemaResolver } from '../../../lib/forms/schema-resolver';
import { isHttpError } from '../../../lib/http/http-error';
import { useInspectors, useProjectTypes } from '../api';
import { projectFormValues, toProjectInput, type ProjectFormValues } from '../project-form';
import { useProjectsTexts } from '../texts';
import { AddressFields } from './address-fields';
import { CustomerPicker } from './customer-picker';

interface ProjectFormDialogProps {
  tenantId: string;
  /** The project to change, or null for a new one. */
  project: Project | null;
  /** Saves the body; throws an HttpError when the server refuses it. */
  onSave(body: ProjectCreate): Promise<void>;
  onClose(): void;
}

const FIELDS = ['name', 'number', 'description', 'typeId', 'inspectorId', 'active'];

/** Creates or changes a project: name, number, type, customer, inspector, description, address. */
export function ProjectFormDialog({ tenantId, project, onSave, onClose }: ProjectFormDialogProps) {
  const { t } = useProjectsTexts();
  const { t: tShell } = useTranslation();
  const titleId = useId();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const types = useProjectTypes(tenantId);
  const inspectors = useInspectors(tenantId);
  const isNew = project === null;
  const resolver = useMemo(
    () =>
      schemaResolver<ProjectFormValues, ProjectCreate>(
        (isNew ? projectCreateSchema : projectUpdateSchema) as typeof projectCreateSchema,
        (values) => toProjectInput(values, isNew),
      ),
    [isNew],
  );
  const { control, handleSubmit, setError, formState } = useForm<ProjectFormValues, unknown, ProjectCreate>({
    resolver,
    defaultValues: projectFormValues(project),
  });

  const submit = handleSubmit(async (body) => {
    try {
      await onSave(body);
    } catch (error) {
      if (!isHttpError(error)) throw error;
      for (const { field, message } of problemFieldErrors(error.fieldErrors)) {
        const target = field.startsWith('address.') || FIELDS.includes(field) ? field : 'name';
        setError(target as FieldPath<ProjectFormValues>, { type: 'server', message }, { shouldFocus: true });
      }
    }
  });

  // A type or inspector no longer offered (archived) still shows on the project that has it.
  const typeOptions = (types.data ?? []).map(({ id, name }) => ({ id, name }));
  if (project?.typeId && !typeOptions.some((type) => type.id === project.typeId)) {
    typeOptions.push({ id: project.typeId, name: project.typeName ?? '' });
  }
  const inspectorOptions = [...(inspectors.data ?? [])];
  if (project?.inspectorId && !inspectorOptions.some((inspector) => inspector.id === project.inspectorId)) {
    inspectorOptions.push({ id: project.inspectorId, name: project.inspectorName ?? '' });
  }

  const busy = formState.isSubmitting;
  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      fullScreen={fullScreen}
      data-testid="project-form-dialog"
    >
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id={titleId}>{isNew ? t('project.createTitle') : t('project.editTitle')}</DialogTitle>
        <DialogContent sx={{ pt: '8px !important' }}>
          <Stack spacing={2.5}>
            <FormTextField
              control={control}
              name="name"
              label={t('project.name')}
              required
              fullWidth
              autoFocus
            />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <FormTextField control={control} name="number" label={t('project.number')} fullWidth />
              <FormTextField
                control={control}
                name="typeId"
                label={t('project.type')}
                select
                fullWidth
                slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
              >
                <MenuItem value="">
                  <em>{t('project.noType')}</em>
                </MenuItem>
                {typeOptions.map((type) => (
                  <MenuItem key={type.id} value={type.id}>
                    {type.name}
                  </MenuItem>
                ))}
              </FormTextField>
            </Stack>
            <Controller
              control={control}
              name="customer"
              render={({ field, fieldState }) => (
                <CustomerPicker
                  tenantId={tenantId}
                  value={field.value}
                  onChange={field.onChange}
                  error={fieldState.error?.message}
                />
              )}
            />
            <FormTextField
              control={control}
              name="inspectorId"
              label={t('project.inspector')}
              select
              fullWidth
              slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            >
              <MenuItem value="">
                <em>{t('project.noInspector')}</em>
              </MenuItem>
              {inspectorOptions.map((inspector) => (
                <MenuItem key={inspector.id} value={inspector.id}>
                  {inspector.name}
                </MenuItem>
              ))}
            </FormTextField>
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
            <AddressFields control={control} />
            {isNew && (
              <FormSwitch
                control={control}
                name="active"
                label={t('project.active')}
                helperText={t('project.activeHelp')}
              />
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            {tShell('common.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {busy ? tShell('common.saving') : tShell('common.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
