import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import type { FormColumn, FormField } from '@syna/contracts/form-fields';
import type { FormValues } from '@syna/contracts/form-values';
import type { Language } from '@syna/contracts/constants';
import { DateTimeInput } from '@/lib/dates/date-time-input';
import type { FieldMessages } from './field-messages';
import { momentFromInput, momentToInput, numberFromInput, numberToInput } from './form-value-inputs';
import { useFormRendererTexts } from './renderer-texts';

/**
 * An input form as the inspector fills it in: one input per field, by its data type, labelled in
 * the user's language, its help text under it until a message (`values.<key>`, as the validator
 * and the server's 400 name them) replaces it. The form editor's preview and the assignment's
 * forms use this same component, so the administrator sees what the inspector will.
 */

type Translated = { sv: string; en: string | null };
const inLanguage = (text: Translated | null, language: Language) =>
  text ? (language === 'en' && text.en ? text.en : text.sv) : '';

interface InputProps {
  field: FormField | FormColumn;
  value: unknown;
  onChange(value: unknown): void;
  /** Where the value is (`values.byggnadsar`, `values.balkonger.0.bredd`): its message's key, the input's id. */
  path: string;
  messages: FieldMessages;
  readOnly: boolean;
  idPrefix: string;
}

/** A number typed as text, so that `12,` stays while it is typed; the form holds the number. */
function NumberInput({ value, onChange, ...props }: Omit<InputProps, 'field' | 'messages'> & TextProps) {
  const [text, setText] = useState(numberToInput(value));
  const [shown, setShown] = useState(value);
  // A value set from outside (reset, a reload) replaces what is typed when they differ.
  if (shown !== value) {
    setShown(value);
    if (numberFromInput(text) !== (value ?? null)) setText(numberToInput(value));
  }
  return (
    <TextField
      {...props}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        onChange(numberFromInput(event.target.value));
      }}
      slotProps={{ htmlInput: { inputMode: 'decimal', readOnly: props.readOnly } }}
    />
  );
}

interface TextProps {
  id: string;
  label: string;
  required: boolean;
  error: boolean;
  helperText: string;
  fullWidth: true;
}

function FieldInput({ field, value, onChange, path, messages, readOnly, idPrefix }: InputProps) {
  const { t, language } = useFormRendererTexts();
  const id = `${idPrefix}-${path}`;
  const message = messages[path];
  const help = inLanguage(field.help, language);
  const label = inLanguage(field.label, language);
  const common: TextProps = {
    id,
    label,
    required: field.required,
    error: Boolean(message),
    helperText: message ?? help,
    fullWidth: true,
  };
  const helperId = `${id}-helper`;
  const helper = (message || help) && (
    <FormHelperText id={helperId} error={Boolean(message)}>
      {message ?? help}
    </FormHelperText>
  );

  switch (field.type) {
    case 'TEXT':
      return (
        <TextField
          {...common}
          value={typeof value === 'string' ? value : ''}
          onChange={(event) => onChange(event.target.value === '' ? null : event.target.value)}
          multiline={field.multiline}
          minRows={field.multiline ? 2 : undefined}
          maxRows={field.multiline ? 10 : undefined}
          slotProps={{ htmlInput: { readOnly, maxLength: field.maxLength } }}
        />
      );
    case 'INTEGER':
    case 'DECIMAL':
      return (
        <NumberInput
          {...common}
          value={value}
          onChange={onChange}
          path={path}
          readOnly={readOnly}
          idPrefix={idPrefix}
        />
      );
    case 'DATE':
    case 'DATETIME': {
      const moment = field.type === 'DATETIME';
      const text = moment ? momentToInput(value) : typeof value === 'string' ? value : '';
      if (readOnly)
        return (
          <TextField {...common} value={text.replace('T', ' ')} slotProps={{ htmlInput: { readOnly } }} />
        );
      return (
        <DateTimeInput
          kind={moment ? 'dateTime' : 'date'}
          label={label}
          name={id}
          value={text}
          onChange={(typed) => onChange(moment ? momentFromInput(typed) : typed === '' ? null : typed)}
          required={field.required}
          error={Boolean(message)}
          helperText={message ?? help}
          fullWidth
          minDate={field.type === 'DATE' ? (field.min ?? undefined) : undefined}
          maxDate={field.type === 'DATE' ? (field.max ?? undefined) : undefined}
        />
      );
    }
    case 'SINGLE':
      return (
        <TextField
          {...common}
          select
          value={typeof value === 'string' ? value : ''}
          onChange={(event) => onChange(event.target.value === '' ? null : event.target.value)}
          slotProps={{
            select: { displayEmpty: true, readOnly },
            inputLabel: { shrink: true },
          }}
        >
          <MenuItem value="">
            <em>{t('noChoice')}</em>
          </MenuItem>
          {field.choices.map((choice) => (
            <MenuItem key={choice.key} value={choice.key}>
              {inLanguage(choice.label, language)}
            </MenuItem>
          ))}
        </TextField>
      );
    case 'BOOLEAN': {
      const chosen = value === true ? 'true' : value === false ? 'false' : '';
      return (
        <FormControl error={Boolean(message)} required={field.required} disabled={readOnly}>
          <FormLabel id={`${id}-label`}>{label}</FormLabel>
          <RadioGroup
            row
            aria-labelledby={`${id}-label`}
            aria-describedby={message || help ? helperId : undefined}
            value={chosen}
            onChange={(event) => onChange(event.target.value === 'true')}
          >
            <FormControlLabel value="true" control={<Radio />} label={t('yes')} />
            <FormControlLabel value="false" control={<Radio />} label={t('no')} />
            {!field.required && (
              <FormControlLabel
                value=""
                control={<Radio />}
                label={t('notAnswered')}
                onChange={() => onChange(null)}
              />
            )}
          </RadioGroup>
          {helper}
        </FormControl>
      );
    }
    case 'MULTIPLE': {
      const chosen = Array.isArray(value) ? (value as unknown[]) : [];
      return (
        <FormControl
          component="fieldset"
          error={Boolean(message)}
          required={field.required}
          disabled={readOnly}
        >
          <FormLabel component="legend">{label}</FormLabel>
          <FormGroup row aria-describedby={message || help ? helperId : undefined}>
            {field.choices.map((choice) => (
              <FormControlLabel
                key={choice.key}
                label={inLanguage(choice.label, language)}
                control={
                  <Checkbox
                    checked={chosen.includes(choice.key)}
                    onChange={(_event, checked) => {
                      const next = checked
                        ? [...chosen, choice.key]
                        : chosen.filter((item) => item !== choice.key);
                      onChange(next.length > 0 ? next : null);
                    }}
                  />
                }
              />
            ))}
          </FormGroup>
          {helper}
        </FormControl>
      );
    }
  }
  return null;
}

function TableInput({
  field,
  value,
  onChange,
  path,
  messages,
  readOnly,
  idPrefix,
}: InputProps & { field: Extract<FormField, { type: 'TABLE' }> }) {
  const { t, language } = useFormRendererTexts();
  const rows = Array.isArray(value) ? (value as Record<string, unknown>[]) : [];
  const message = messages[path];
  const help = inLanguage(field.help, language);
  const setRows = (next: Record<string, unknown>[]) => onChange(next.length > 0 ? next : null);
  const titleId = `${idPrefix}-${path}-title`;
  return (
    <Box component="section" aria-labelledby={titleId}>
      <Typography id={titleId} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {inLanguage(field.label, language)}
        {field.required && ' *'}
      </Typography>
      {(message || help) && <FormHelperText error={Boolean(message)}>{message ?? help}</FormHelperText>}
      <Stack spacing={1} sx={{ mt: 1 }}>
        {rows.length === 0 && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('noRows')}
          </Typography>
        )}
        {rows.map((row, index) => (
          <Paper key={index} variant="outlined" sx={{ p: 1.5 }} data-testid="form-table-row">
            <Stack direction="row" sx={{ alignItems: 'center', mb: 1 }}>
              <Typography variant="body2" sx={{ flex: 1, fontWeight: 600 }}>
                {t('row', { number: index + 1 })}
              </Typography>
              {!readOnly && (
                <IconButton
                  size="small"
                  aria-label={t('removeRow', { number: index + 1 })}
                  onClick={() => setRows(rows.filter((_row, other) => other !== index))}
                >
                  <DeleteOutlineIcon fontSize="small" />
                </IconButton>
              )}
            </Stack>
            <Box
              sx={{
                display: 'grid',
                gap: 1.5,
                gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fill, minmax(200px, 1fr))' },
              }}
            >
              {field.columns.map((column) => (
                <FieldInput
                  key={column.key}
                  field={column}
                  value={row[column.key]}
                  onChange={(cell) =>
                    setRows(
                      rows.map((other, at) => (at === index ? { ...other, [column.key]: cell } : other)),
                    )
                  }
                  path={`${path}.${index}.${column.key}`}
                  messages={messages}
                  readOnly={readOnly}
                  idPrefix={idPrefix}
                />
              ))}
            </Box>
          </Paper>
        ))}
        {!readOnly && (
          <Box>
            <Button
              size="small"
              startIcon={<AddIcon />}
              onClick={() => setRows([...rows, {}])}
              disabled={rows.length >= field.maxRows}
            >
              {t('addRow')}
            </Button>
          </Box>
        )}
      </Stack>
    </Box>
  );
}

export interface FormFieldsRendererProps {
  fields: readonly FormField[];
  values: FormValues;
  onChange(values: Record<string, unknown>): void;
  /** Messages by place (`values.<key>`), from `validateFormValues` or the server's 400. */
  messages: FieldMessages;
  readOnly?: boolean;
  /** Makes the inputs' ids unique on the page (one form beside another). */
  idPrefix: string;
}

/** The fields of an input form, to fill in (or to read, `readOnly`). */
export function FormFieldsRenderer({
  fields,
  values,
  onChange,
  messages,
  readOnly = false,
  idPrefix,
}: FormFieldsRendererProps) {
  const { t } = useFormRendererTexts();
  if (fields.length === 0) return <Typography sx={{ color: 'text.secondary' }}>{t('noFields')}</Typography>;
  return (
    <Stack spacing={2.5}>
      {fields.map((field) => {
        const props: InputProps = {
          field,
          value: values[field.key],
          onChange: (value) => onChange({ ...values, [field.key]: value }),
          path: `values.${field.key}`,
          messages,
          readOnly,
          idPrefix,
        };
        return (
          <Box key={field.key} data-testid={`form-field-${field.key}`}>
            {field.type === 'TABLE' ? <TableInput {...props} field={field} /> : <FieldInput {...props} />}
          </Box>
        );
      })}
    </Stack>
  );
}
