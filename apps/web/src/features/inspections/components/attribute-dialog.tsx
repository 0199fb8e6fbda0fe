import { useState, type FormEvent } from 'react';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { ATTRIBUTE_NAME_LENGTH_MAX, attributeNameSchema } from '@syna/contracts/inspections';
import { isHttpError } from '@/lib/http/http-error';
import { FormDialog } from '@/lib/ui/form-dialog';
import { useSetAttribute } from '@/features/inspections/api';
import { showFieldChange } from '@/features/inspections/field-change-snackbar';
import {
  ATTRIBUTE_KINDS,
  attributeKindOf,
  attributeText,
  parseAttributeValue,
  type AttributeKind,
  type AttributeValue,
} from '@/features/inspections/attribute-value';
import { useInspectionTexts } from '@/features/inspections/texts';

interface AttributeDialogProps {
  inspectionId: string;
  /** The attribute being changed; without one an attribute is added. */
  editing: { name: string; value: AttributeValue } | null;
  existingNames: readonly string[];
  onClose(): void;
}

/** Adds an attribute or changes one's value (`PUT /inspections/{id}/attributes/{name}`). */
export function AttributeDialog({ inspectionId, editing, existingNames, onClose }: AttributeDialogProps) {
  const { t } = useInspectionTexts();
  const save = useSetAttribute(inspectionId);
  const [name, setName] = useState(editing?.name ?? '');
  const [kind, setKind] = useState<AttributeKind>(editing ? attributeKindOf(editing.value) : 'text');
  const [text, setText] = useState(editing ? attributeText(editing.value) : '');
  const [submitted, setSubmitted] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);

  // The attribute's key is its name as the contracts normalise it (spaces, å written either way).
  const key = editing ? editing.name : attributeNameSchema.safeParse(name).data;
  const nameError = editing
    ? null
    : key === undefined
      ? t('attributes.nameInvalid')
      : existingNames.includes(key)
        ? t('attributes.nameTaken')
        : null;
  const parsed = parseAttributeValue(kind, text);
  const valueError = parsed
    ? null
    : kind === 'json'
      ? t('attributes.jsonInvalid')
      : t('attributes.numberInvalid');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (nameError || key === undefined || !parsed) return;
    save.mutate(
      { name: key, value: parsed.value },
      {
        onSuccess: (result) => {
          showFieldChange(result, { saved: t('attributes.saved'), kept: t('attributes.savedOffline') });
          onClose();
        },
        onError: (error) => setServerError(isHttpError(error) ? (error.detail ?? error.message) : null),
      },
    );
  };

  return (
    <FormDialog
      title={editing ? t('attributes.editTitle', { name: editing.name }) : t('attributes.addTitle')}
      onSubmit={submit}
      busy={save.isPending}
      onClose={onClose}
      testId="attribute-dialog"
    >
      <TextField
        label={t('attributes.name')}
        value={name}
        onChange={(event) => setName(event.target.value)}
        disabled={Boolean(editing)}
        required
        autoFocus={!editing}
        autoComplete="off"
        error={submitted && Boolean(nameError)}
        helperText={(submitted && nameError) || t('attributes.nameHelp')}
        slotProps={{ htmlInput: { maxLength: ATTRIBUTE_NAME_LENGTH_MAX } }}
      />
      <TextField
        select
        label={t('attributes.kind')}
        value={kind}
        onChange={(event) => {
          const next = event.target.value as AttributeKind;
          setKind(next);
          if (next === 'boolean' && text !== 'true' && text !== 'false') setText('true');
        }}
      >
        {ATTRIBUTE_KINDS.map((option) => (
          <MenuItem key={option} value={option}>
            {t(`attributes.kinds.${option}`)}
          </MenuItem>
        ))}
      </TextField>
      {kind === 'boolean' ? (
        <TextField
          select
          label={t('attributes.value')}
          value={text}
          onChange={(event) => setText(event.target.value)}
        >
          <MenuItem value="true">{t('attributes.yes')}</MenuItem>
          <MenuItem value="false">{t('attributes.no')}</MenuItem>
        </TextField>
      ) : (
        <TextField
          label={t('attributes.value')}
          value={text}
          onChange={(event) => setText(event.target.value)}
          autoFocus={Boolean(editing)}
          multiline={kind === 'json'}
          minRows={kind === 'json' ? 3 : undefined}
          slotProps={{ htmlInput: kind === 'number' ? { inputMode: 'decimal' } : {} }}
          error={(submitted && Boolean(valueError)) || Boolean(serverError)}
          helperText={(submitted && valueError) || serverError || ' '}
        />
      )}
    </FormDialog>
  );
}
