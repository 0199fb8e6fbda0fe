import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import 'dayjs/locale/en-gb.js';
import 'dayjs/locale/sv.js';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { enUS, svSE } from '@mui/x-date-pickers/locales';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { currentLanguage } from '@/lib/i18n/i18n';
import type { DateTimeInputProps, DateTimeKind } from './date-time-input';

dayjs.extend(utc);

// The pickers work on the wall-clock text alone: values are read and written in UTC, so neither
// the browser's zone nor its summer time can move a date or time the user typed.

const FORMATS: Record<DateTimeKind, { shown: string; held: string }> = {
  date: { shown: 'YYYY-MM-DD', held: 'YYYY-MM-DD' },
  time: { shown: 'HH:mm', held: 'HH:mm' },
  dateTime: { shown: 'YYYY-MM-DD HH:mm', held: 'YYYY-MM-DDTHH:mm' },
};

/** The held text as the picker's value; a time of day sits on an arbitrary date. */
function toPickerValue(kind: DateTimeKind, text: string): Dayjs | null {
  if (!text) return null;
  return dayjs.utc(kind === 'time' ? `1970-01-01T${text}` : text);
}

/** The picker's value as held text; an unfinished or impossible entry stays visibly invalid. */
function fromPickerValue(kind: DateTimeKind, value: Dayjs | null): string {
  if (!value) return '';
  return value.isValid() ? value.format(FORMATS[kind].held) : 'Invalid Date';
}

const LANGUAGES = {
  sv: { adapterLocale: 'sv', localeText: svSE.components.MuiLocalizationProvider.defaultProps.localeText },
  en: { adapterLocale: 'en-gb', localeText: enUS.components.MuiLocalizationProvider.defaultProps.localeText },
} as const;

/** The MUI X picker behind `DateTimeInput` (loaded lazily). */
export default function DateTimePickerField({
  kind,
  label,
  value,
  onChange,
  onBlur,
  name,
  required,
  fullWidth,
  size,
  error,
  helperText,
  minDate,
  maxDate,
  autoFocus,
}: DateTimeInputProps) {
  const language = LANGUAGES[currentLanguage()];
  const common = {
    label,
    value: toPickerValue(kind, value),
    onChange: (next: Dayjs | null) => onChange(fromPickerValue(kind, next)),
    timezone: 'UTC',
    format: FORMATS[kind].shown,
    autoFocus,
    slotProps: {
      textField: { name, required, fullWidth, size, error, helperText, onBlur },
    },
  };
  const limits = {
    ...(minDate ? { minDate: dayjs.utc(minDate) } : {}),
    ...(maxDate ? { maxDate: dayjs.utc(maxDate) } : {}),
  };
  return (
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      adapterLocale={language.adapterLocale}
      localeText={language.localeText}
    >
      {kind === 'date' && <DatePicker {...common} {...limits} />}
      {kind === 'time' && <TimePicker {...common} ampm={false} />}
      {kind === 'dateTime' && <DateTimePicker {...common} {...limits} ampm={false} />}
    </LocalizationProvider>
  );
}
