import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { FORM_DATA_TYPES, FORM_LIMITS, type FormDataType } from '@syna/contracts/form-fields';
import { DateTimeInput } from '@/lib/dates/date-time-input';
import type { FieldMessages } from '@/lib/forms/field-messages';
import {
  newChoice,
  newField,
  otherKeys,
  withChoiceLabel,
  withLabel,
  withType,
  type DraftChoice,
  type DraftField,
  type DraftText,
} from '@/features/forms/form-draft';
import { useFormTexts } from '@/features/forms/texts';

/** Where a setting's message is: the field's place in the body (`fields.2`) and the setting (`max`). */
interface Place {
  path: string;
  messages: FieldMessages;
}

type DraftInputProps = Omit<TextFieldProps, 'value' | 'onChange' | 'error'> & {
  value: string;
  onChange(value: string): void;
  /** The setting's name below the field's place (`label.sv`, `choices.0.key`). */
  name: string;
  place: Place;
};

/** A text input of the draft; the message about its setting replaces its helper text. */
export function DraftInput({ value, onChange, name, place, helperText, ...props }: DraftInputProps) {
  const path = place.path ? `${place.path}.${name}` : name;
  const message = place.messages[path];
  return (
    <TextField
      size="small"
      fullWidth
      {...props}
      name={path}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={Boolean(message)}
      helperText={message ?? helperText}
    />
  );
}

/** A text in Swedish and in English, side by side (stacked on a phone), e.g. a label or a help text. */
function TranslatedInputs({
  value,
  onChange,
  name,
  labels,
  place,
  required = false,
  multiline = false,
}: {
  value: DraftText;
  onChange(value: DraftText): void;
  /** The text's name below the field's place (`label`, `choices.0.label`). */
  name: string;
  labels: { sv: string; en: string };
  place: Place;
  required?: boolean;
  multiline?: boolean;
}) {
  const lines = multiline ? { multiline: true, maxRows: 6 } : {};
  return (
    <>
      {(['sv', 'en'] as const).map((language) => (
        <DraftInput
          key={language}
          label={labels[language]}
          value={value[language]}
          onChange={(text) => onChange({ ...value, [language]: text })}
          name={`${name}.${language}`}
          place={place}
          required={required && language === 'sv'}
          {...lines}
        />
      ))}
    </>
  );
}

const NUMBER_INPUT = { htmlInput: { inputMode: 'decimal' } } as const;

/** A grid of inputs: one column on a phone, two or more on wider screens. */
const grid = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
} as const;

function ChoicesEditor({
  field,
  onChange,
  place,
}: {
  field: DraftField;
  onChange(choices: DraftChoice[]): void;
  place: Place;
}) {
  const { t } = useFormTexts();
  const set = (index: number, choice: DraftChoice) =>
    onChange(field.choices.map((other, at) => (at === index ? choice : other)));
  const listMessage = place.messages[`${place.path}.choices`];
  return (
    <Stack spacing={1.5} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle2">
        {t('field.choices')}
      </Typography>
      {listMessage && (
        <Typography variant="body2" sx={{ color: 'error.main' }}>
          {listMessage}
        </Typography>
      )}
      {field.choices.map((choice, index) => (
        <Box
          key={choice.uid}
          sx={{
            display: 'grid',
            gap: 1,
            alignItems: 'start',
            gridTemplateColumns: { xs: '1fr auto', md: '2fr 2fr 1.5fr auto' },
          }}
          data-testid="form-choice"
        >
          <DraftInput
            label={`${t('field.choiceLabel')} (${t('field.choice', { number: index + 1 })})`}
            value={choice.label.sv}
            onChange={(sv) => set(index, withChoiceLabel(choice, sv, otherKeys(field.choices, choice.uid)))}
            name={`choices.${index}.label.sv`}
            place={place}
            required
          />
          <IconButton
            aria-label={t('field.removeChoice', { number: index + 1 })}
            onClick={() => onChange(field.choices.filter((other) => other.uid !== choice.uid))}
            sx={{ gridColumn: { xs: 2, md: 4 }, gridRow: { xs: 1, md: 1 } }}
          >
            <DeleteOutlineIcon />
          </IconButton>
          <DraftInput
            label={t('field.choiceLabelEn')}
            value={choice.label.en}
            onChange={(en) => set(index, { ...choice, label: { ...choice.label, en } })}
            name={`choices.${index}.label.en`}
            place={place}
            sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}
          />
          <DraftInput
            label={t('field.choiceKey')}
            value={choice.key}
            onChange={(key) => set(index, { ...choice, key, keyTyped: true })}
            name={`choices.${index}.key`}
            place={place}
            disabled={choice.keyLocked}
            slotProps={{ htmlInput: { maxLength: FORM_LIMITS.key } }}
            sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}
          />
        </Box>
      ))}
      <Box>
        <Button
          size="small"
          startIcon={<AddIcon />}
          onClick={() => onChange([...field.choices, newChoice()])}
          disabled={field.choices.length >= FORM_LIMITS.choices}
        >
          {t('field.addChoice')}
        </Button>
      </Box>
    </Stack>
  );
}

/** The limits and default of a field's data type. */
function TypeSettings({
  field,
  onChange,
  place,
}: {
  field: DraftField;
  onChange(field: DraftField): void;
  place: Place;
}) {
  const { t } = useFormTexts();
  const set = (changes: Partial<DraftField>) => onChange({ ...field, ...changes });
  const input = (name: keyof DraftField & string, label: string, extra: Partial<DraftInputProps> = {}) => (
    <DraftInput
      label={label}
      value={field[name] as string}
      onChange={(value) => set({ [name]: value })}
      name={name}
      place={place}
      {...extra}
    />
  );
  /** The default as a choice of "none" and the given options (a yes/no field's, a single choice's). */
  const defaultSelect = (options: readonly { id: string; value: string; label: string }[]) => (
    <Box sx={grid}>
      {input('default', t('field.default'), {
        select: true,
        slotProps: { select: { displayEmpty: true }, inputLabel: { shrink: true } },
        children: [
          <MenuItem key="" value="">
            {t('field.defaultNone')}
          </MenuItem>,
          ...options.map((option) => (
            <MenuItem key={option.id} value={option.value}>
              {option.label}
            </MenuItem>
          )),
        ],
      })}
    </Box>
  );
  switch (field.type) {
    case 'TEXT':
      return (
        <Box sx={grid}>
          {input('maxLength', t('field.maxLength'), { slotProps: NUMBER_INPUT })}
          <FormControlLabel
            label={t('field.multiline')}
            control={
              <Switch checked={field.multiline} onChange={(_event, multiline) => set({ multiline })} />
            }
          />
          {input('default', t('field.default'), { multiline: field.multiline, sx: { gridColumn: '1 / -1' } })}
        </Box>
      );
    case 'INTEGER':
    case 'DECIMAL':
      return (
        <Box sx={grid}>
          {input('min', t('field.min'), { slotProps: NUMBER_INPUT })}
          {input('max', t('field.max'), { slotProps: NUMBER_INPUT })}
          {field.type === 'DECIMAL' && input('decimals', t('field.decimals'), { slotProps: NUMBER_INPUT })}
          {input('default', t('field.default'), { slotProps: NUMBER_INPUT })}
        </Box>
      );
    case 'DATE':
    case 'DATETIME': {
      const kind = field.type === 'DATE' ? 'date' : 'dateTime';
      const dateInput = (name: 'min' | 'max' | 'default', label: string) => {
        const path = `${place.path}.${name}`;
        return (
          <DateTimeInput
            kind={kind}
            label={label}
            name={path}
            value={field[name]}
            onChange={(value) => set({ [name]: value })}
            size="small"
            fullWidth
            error={Boolean(place.messages[path])}
            helperText={place.messages[path]}
          />
        );
      };
      return (
        <Box sx={grid}>
          {dateInput('min', t('field.earliest'))}
          {dateInput('max', t('field.latest'))}
          {dateInput('default', t('field.default'))}
        </Box>
      );
    }
    case 'BOOLEAN':
      return defaultSelect([
        { id: 'true', value: 'true', label: t('field.yes') },
        { id: 'false', value: 'false', label: t('field.no') },
      ]);
    case 'SINGLE':
    case 'MULTIPLE': {
      const labelled = field.choices.filter((choice) => choice.key);
      return (
        <Stack spacing={2}>
          <ChoicesEditor field={field} onChange={(choices) => set({ choices })} place={place} />
          {field.type === 'SINGLE'
            ? defaultSelect(
                labelled.map((choice) => ({
                  id: choice.uid,
                  value: choice.key,
                  label: choice.label.sv || choice.key,
                })),
              )
            : labelled.length > 0 && (
                <FormControl component="fieldset" error={Boolean(place.messages[`${place.path}.default`])}>
                  <FormLabel component="legend">{t('field.default')}</FormLabel>
                  <FormGroup row>
                    {labelled.map((choice) => (
                      <FormControlLabel
                        key={choice.uid}
                        label={choice.label.sv || choice.key}
                        control={
                          <Checkbox
                            checked={field.defaultChoices.includes(choice.key)}
                            onChange={(_event, checked) =>
                              set({
                                defaultChoices: checked
                                  ? [...field.defaultChoices, choice.key]
                                  : field.defaultChoices.filter((key) => key !== choice.key),
                              })
                            }
                          />
                        }
                      />
                    ))}
                  </FormGroup>
                </FormControl>
              )}
        </Stack>
      );
    }
    case 'TABLE':
      return (
        <Stack spacing={2}>
          <Box sx={grid}>{input('maxRows', t('field.maxRows'), { slotProps: NUMBER_INPUT })}</Box>
          <Typography variant="subtitle2" component="h4">
            {t('field.columns')}
          </Typography>
          {place.messages[`${place.path}.columns`] && (
            <Typography variant="body2" sx={{ color: 'error.main' }}>
              {place.messages[`${place.path}.columns`]}
            </Typography>
          )}
          {field.columns.map((column, index) => (
            <Paper
              key={column.uid}
              variant="outlined"
              sx={{ p: { xs: 1.5, sm: 2 } }}
              data-testid="form-column"
            >
              <Stack direction="row" sx={{ alignItems: 'center', mb: 1 }}>
                <Typography variant="subtitle2" component="h5" sx={{ flex: 1 }}>
                  {t('field.column', { number: index + 1 })}
                </Typography>
                <IconButton
                  size="small"
                  aria-label={t('field.removeColumn', { number: index + 1 })}
                  onClick={() => set({ columns: field.columns.filter((other) => other.uid !== column.uid) })}
                >
                  <DeleteOutlineIcon fontSize="small" />
                </IconButton>
              </Stack>
              <FieldSettings
                field={column}
                siblings={otherKeys(field.columns, column.uid)}
                onChange={(changed) =>
                  set({ columns: field.columns.map((other) => (other.uid === column.uid ? changed : other)) })
                }
                place={{ path: `${place.path}.columns.${index}`, messages: place.messages }}
                column
              />
            </Paper>
          ))}
          <Box>
            <Button
              size="small"
              startIcon={<AddIcon />}
              onClick={() => set({ columns: [...field.columns, newField('TEXT')] })}
              disabled={field.columns.length >= FORM_LIMITS.tableColumns}
            >
              {t('field.addColumn')}
            </Button>
          </Box>
        </Stack>
      );
  }
}

interface FieldSettingsProps {
  field: DraftField;
  /** The keys of the other fields (or columns): a suggested key differs from them. */
  siblings: readonly string[];
  onChange(field: DraftField): void;
  place: Place;
  /** A TABLE's column: any type but TABLE. */
  column?: boolean;
}

/** Everything about one field (or one column of a table): label, key, type, help, limits, default. */
export function FieldSettings({ field, siblings, onChange, place, column = false }: FieldSettingsProps) {
  const { t } = useFormTexts();
  const types = column ? FORM_DATA_TYPES.filter((type) => type !== 'TABLE') : FORM_DATA_TYPES;
  const common = { place, size: 'small' } as const;
  return (
    <Stack spacing={2}>
      <Box sx={grid}>
        <TranslatedInputs
          value={field.label}
          onChange={(label) =>
            onChange(label.sv === field.label.sv ? { ...field, label } : withLabel(field, label.sv, siblings))
          }
          name="label"
          labels={{ sv: t('field.labelSv'), en: t('field.labelEn') }}
          place={place}
          required
        />
        <DraftInput
          {...common}
          label={t('field.key')}
          value={field.key}
          onChange={(key) => onChange({ ...field, key, keyTyped: true })}
          name="key"
          disabled={field.keyLocked}
          helperText={field.keyLocked ? t('editor.keyLocked') : t('field.keyHelp')}
          slotProps={{ htmlInput: { maxLength: FORM_LIMITS.key } }}
        />
        <DraftInput
          {...common}
          select
          label={t('field.type')}
          value={field.type}
          onChange={(type) => onChange(withType(field, type as FormDataType))}
          name="type"
        >
          {types.map((type) => (
            <MenuItem key={type} value={type}>
              {t(`dataType.${type}`)}
            </MenuItem>
          ))}
        </DraftInput>
        <TranslatedInputs
          value={field.help}
          onChange={(help) => onChange({ ...field, help })}
          name="help"
          labels={{ sv: t('field.helpSv'), en: t('field.helpEn') }}
          place={place}
          multiline
        />
        <FormControlLabel
          label={t('field.required')}
          control={
            <Switch
              checked={field.required}
              onChange={(_event, required) => onChange({ ...field, required })}
            />
          }
        />
      </Box>
      <TypeSettings field={field} onChange={onChange} place={place} />
    </Stack>
  );
}
