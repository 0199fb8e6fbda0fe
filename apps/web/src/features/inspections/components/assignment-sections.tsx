import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import type { Inspection, InspectionMetadata } from '@syna/contracts/inspections';
import { FormSelectField, FormTextField, LONG_TEXT_FIELD, withCurrentOption } from '@/lib/forms/form-fields';
import { FormSection } from '@/lib/ui/form-section';
import type { InspectionFormValues } from '@/features/inspections/inspection-form';
import { useBlueprintChoices } from '@/features/inspections/api';
import { useInspectionTexts } from '@/features/inspections/texts';
import { TagsField } from './tags-field';
import { FormDateTimeInput } from '@/lib/dates/date-time-input';
import { useLookupLabel } from '@/lib/i18n/lookup-label';

interface SectionProps<Output> {
  form: UseFormReturn<InspectionFormValues, unknown, Output>;
  metadata: InspectionMetadata;
  /** Creating offers status and tags; the view changes those from its header instead. */
  mode: 'create' | 'edit';
  /** The inspection being edited, whose archived type or former member still shows by name. */
  inspection?: Inspection;
}

const dot = (color: string | null) => (
  <Box
    component="span"
    aria-hidden
    sx={{
      display: 'inline-block',
      width: 10,
      height: 10,
      borderRadius: '50%',
      bgcolor: color ?? 'action.disabled',
      mr: 1,
      flexShrink: 0,
    }}
  />
);

/** Type → branch (the chosen type's branches), status and inspector. */
export function AssignmentSection<Output>({ form, metadata, mode, inspection }: SectionProps<Output>) {
  const { t } = useInspectionTexts();
  const label = useLookupLabel();
  const { control, setValue, getValues } = form;
  const typeId = useWatch({ control, name: 'typeId' });
  const branches = metadata.types.find((type) => type.id === typeId)?.branches ?? [];
  // Only a new assignment starts from a blueprint; the list is not even asked for otherwise.
  const blueprints = useBlueprintChoices(mode === 'create').data ?? [];
  const keepBranchOf = (nextType: string) => {
    const nextBranches = metadata.types.find((type) => type.id === nextType)?.branches ?? [];
    if (!nextBranches.some((branch) => branch.id === getValues('branchId'))) {
      setValue('branchId', '', { shouldDirty: true });
    }
  };
  // An archived type or a former member still on the inspection stays selectable.
  const typeOptions = withCurrentOption(metadata.types, inspection?.type);
  const inspectorOptions = withCurrentOption(metadata.inspectors, inspection?.inspector);
  const branchOptions =
    typeId === inspection?.type?.id ? withCurrentOption(branches, inspection?.branch) : branches;
  return (
    <FormSection title={t('form.assignmentSection')}>
      {blueprints.length > 0 && (
        <FormSelectField
          control={control}
          name="blueprint"
          label={t('fields.blueprint')}
          options={blueprints.map(({ id, name }) => ({ id, name: name.sv }))}
          noneLabel={t('fields.noBlueprint')}
          helperText={t('form.blueprintHelp')}
          fullWidth
          // The blueprint decides the type: choosing one sets it.
          onValueChange={(next) => {
            const chosen = blueprints.find((blueprint) => blueprint.id === next);
            if (!chosen) return;
            setValue('typeId', chosen.typeId, { shouldDirty: true, shouldValidate: true });
            keepBranchOf(chosen.typeId);
          }}
        />
      )}
      <FormSelectField
        control={control}
        name="typeId"
        label={t('fields.type')}
        options={typeOptions}
        required
        fullWidth
        onValueChange={(next) => {
          keepBranchOf(next);
          // Another type than the blueprint's leaves the blueprint (the server would refuse both).
          const chosen = blueprints.find((blueprint) => blueprint.id === getValues('blueprint'));
          if (chosen && chosen.typeId !== next) setValue('blueprint', '', { shouldDirty: true });
        }}
      />
      <FormSelectField
        control={control}
        name="branchId"
        label={t('fields.branch')}
        options={branchOptions}
        noneLabel={t('fields.noBranch')}
        fullWidth
        disabled={!typeId || branchOptions.length === 0}
        helperText={typeId ? undefined : t('form.branchNeedsType')}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {mode === 'create' && (
          <FormTextField control={control} name="statusId" label={t('fields.status')} select fullWidth>
            {metadata.statuses.map((status) => (
              <MenuItem key={status.id} value={status.id}>
                {dot(status.color)}
                {label(status)}
              </MenuItem>
            ))}
          </FormTextField>
        )}
        <FormSelectField
          control={control}
          name="inspectorId"
          label={t('fields.inspector')}
          options={inspectorOptions}
          noneLabel={t('fields.noInspector')}
          fullWidth
        />
      </Stack>
    </FormSection>
  );
}

/** Date and start and stop time, in Swedish formats whatever the browser's locale. */
export function TimeSection<Output>({ form }: SectionProps<Output>) {
  const { t } = useInspectionTexts();
  return (
    <FormSection title={t('form.timeSection')}>
      <FormDateTimeInput control={form.control} name="date" kind="date" label={t('fields.date')} fullWidth />
      <Stack direction="row" spacing={2}>
        <FormDateTimeInput
          control={form.control}
          name="startTime"
          kind="time"
          label={t('fields.startTime')}
          fullWidth
        />
        <FormDateTimeInput
          control={form.control}
          name="stopTime"
          kind="time"
          label={t('fields.stopTime')}
          fullWidth
        />
      </Stack>
    </FormSection>
  );
}

export function OrderSection<Output>({ form }: SectionProps<Output>) {
  const { t } = useInspectionTexts();
  const { control } = form;
  return (
    <FormSection title={t('form.orderSection')}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField control={control} name="orderNumber" label={t('fields.orderNumber')} fullWidth />
        <FormDateTimeInput
          control={control}
          name="orderDate"
          kind="date"
          label={t('fields.orderDate')}
          fullWidth
        />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField control={control} name="littera" label={t('fields.littera')} fullWidth />
        <FormTextField control={control} name="orderSource" label={t('fields.orderSource')} fullWidth />
      </Stack>
    </FormSection>
  );
}

export function OtherSection<Output>({ form, mode }: SectionProps<Output>) {
  const { t } = useInspectionTexts();
  return (
    <FormSection title={mode === 'create' ? t('form.otherSection') : t('fields.description')}>
      {mode === 'create' && (
        <Controller
          control={form.control}
          name="tags"
          render={({ field, fieldState }) => (
            <TagsField
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message}
            />
          )}
        />
      )}
      <FormTextField
        control={form.control}
        name="description"
        label={t('fields.description')}
        {...LONG_TEXT_FIELD}
      />
    </FormSection>
  );
}
