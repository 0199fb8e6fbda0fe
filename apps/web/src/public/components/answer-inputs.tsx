import { useId, useState, type ReactNode } from 'react';
import type { FormColumn, FormField } from '@syna/contracts/form-fields';
import type { FormValues } from '@syna/contracts/form-values';
import {
  momentFromInput,
  momentToInput,
  numberFromInput,
  numberToInput,
} from '@/lib/forms/form-value-inputs';
import { pageLanguage } from '@/public/language';
import { t } from '@/public/texts';
import { ChoiceFieldset } from './choice-fieldset';

/**
 * A firm's input form as the customer answers it on the order page: one native input per field,
 * by its data type, in the page's own light style (the staff app's renderer is built on MUI,
 * which the public pages do not load). Values are held as the validator and the server take
 * them (numbers, ISO moments, choice keys), messages by where they belong (`values.byggnadsar`).
 */

type Translated = { sv: string; en: string | null };
const worded = (text: Translated | null) =>
  text ? (pageLanguage === 'en' && text.en ? text.en : text.sv) : '';

interface InputProps {
  field: FormField | FormColumn;
  value: unknown;
  onChange(value: unknown): void;
  /** Where the value is (`values.byggnadsar`, `values.balkonger.0.bredd`): its message's key. */
  path: string;
  messages: Readonly<Record<string, string>>;
}

/** A label, an input and the field's message (or its help) read with it. */
function Labelled({
  field,
  message,
  children,
}: {
  field: FormField | FormColumn;
  message: string | undefined;
  children(common: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string }): ReactNode;
}) {
  const id = useId();
  const note = message ?? worded(field.help);
  return (
    <div className="field">
      <label htmlFor={id}>
        {worded(field.label)}
        {field.required && <span aria-hidden="true"> *</span>}
      </label>
      {children({
        id,
        'aria-invalid': message ? true : undefined,
        'aria-describedby': note ? `${id}-message` : undefined,
      })}
      {note && (
        <p id={`${id}-message`} className={message ? 'field-error' : 'field-hint'}>
          {note}
        </p>
      )}
    </div>
  );
}

/** A number typed as text, so that `12,` stays while it is typed; the answer holds the number. */
function NumberText({
  value,
  onChange,
  decimal,
  ...common
}: {
  value: unknown;
  onChange(value: unknown): void;
  decimal: boolean;
  id: string;
}) {
  const [text, setText] = useState(numberToInput(value));
  return (
    <input
      {...common}
      type="text"
      inputMode={decimal ? 'decimal' : 'numeric'}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        onChange(numberFromInput(event.target.value));
      }}
    />
  );
}

/** The two halves of a moment the customer writes, each in a text field of its own. */
const MOMENT_PARTS = [
  { part: 'date', label: 'answers.date', placeholder: 'date.placeholder' },
  { part: 'time', label: 'answers.time', placeholder: 'answers.timePlaceholder' },
] as const;

/**
 * A date and a time of day in two text fields, the Swedish way; the answer holds the moment in
 * Swedish time once both are written, and what is typed (for the validator to name) until then.
 */
function MomentAnswer({
  field,
  value,
  onChange,
  message,
}: {
  field: FormField | FormColumn;
  value: unknown;
  onChange(value: unknown): void;
  message: string | undefined;
}) {
  const [typed, setTyped] = useState(() => {
    const [date = '', time = ''] = momentToInput(value).split('T');
    return { date, time };
  });
  const change = (next: { date: string; time: string }) => {
    setTyped(next);
    const date = next.date.trim();
    const time = next.time.trim();
    onChange(date === '' && time === '' ? null : momentFromInput(`${date}T${time}`));
  };
  return (
    <ChoiceFieldset legend={worded(field.label)} required={field.required} error={message ?? undefined}>
      {(describedBy) => (
        <div className="columns">
          {MOMENT_PARTS.map(({ part, label, placeholder }) => (
            <label key={part} className="field">
              <span>{t(label)}</span>
              <input
                type="text"
                inputMode="numeric"
                placeholder={t(placeholder)}
                value={typed[part]}
                aria-describedby={describedBy}
                aria-invalid={message ? true : undefined}
                onChange={(event) => change({ ...typed, [part]: event.target.value })}
              />
            </label>
          ))}
        </div>
      )}
    </ChoiceFieldset>
  );
}

interface ChoiceOption {
  key: string;
  label: string;
  checked: boolean;
  /** Called with whether the option is now ticked (a radio button only ever ticks). */
  choose(on: boolean): void;
}

/** Radio buttons (one answer) or checkboxes (`multiple`) under the field's label. */
function ChoiceAnswers({
  field,
  message,
  options,
  multiple = false,
  row = false,
}: {
  field: FormField | FormColumn;
  message: string | undefined;
  options: readonly ChoiceOption[];
  multiple?: boolean;
  /** Side by side, for a short pair such as Ja/Nej. */
  row?: boolean;
}) {
  return (
    <ChoiceFieldset
      legend={worded(field.label)}
      required={field.required}
      error={message}
      className={row ? 'choices-row' : undefined}
    >
      {(describedBy) =>
        options.map((option) => (
          <label key={option.key} className="choice">
            <input
              type={multiple ? 'checkbox' : 'radio'}
              checked={option.checked}
              onChange={(event) => option.choose(event.target.checked)}
              aria-describedby={describedBy}
            />
            {option.label}
          </label>
        ))
      }
    </ChoiceFieldset>
  );
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const blankIsNull = (typed: string) => (typed === '' ? null : typed);

function AnswerInput({ field, value, onChange, path, messages }: InputProps) {
  const message = messages[path];
  switch (field.type) {
    case 'TEXT':
      return (
        <Labelled field={field} message={message}>
          {(common) =>
            field.multiline ? (
              <textarea
                {...common}
                rows={3}
                maxLength={field.maxLength}
                value={text(value)}
                onChange={(event) => onChange(blankIsNull(event.target.value))}
              />
            ) : (
              <input
                {...common}
                type="text"
                maxLength={field.maxLength}
                value={text(value)}
                onChange={(event) => onChange(blankIsNull(event.target.value))}
              />
            )
          }
        </Labelled>
      );
    case 'INTEGER':
    case 'DECIMAL':
      return (
        <Labelled field={field} message={message}>
          {(common) => (
            <NumberText {...common} value={value} onChange={onChange} decimal={field.type === 'DECIMAL'} />
          )}
        </Labelled>
      );
    case 'DATE':
      // The device's date picker, as for the order's own date; its value is `YYYY-MM-DD`.
      return (
        <Labelled field={field} message={message}>
          {(common) => (
            <input
              {...common}
              type="date"
              value={text(value)}
              onChange={(event) => onChange(blankIsNull(event.target.value.trim()))}
            />
          )}
        </Labelled>
      );
    case 'DATETIME':
      return <MomentAnswer field={field} value={value} onChange={onChange} message={message} />;
    case 'BOOLEAN':
      return (
        <ChoiceAnswers
          field={field}
          message={message}
          row
          options={([true, false] as const).map((answer) => ({
            key: String(answer),
            label: t(answer ? 'answers.yes' : 'answers.no'),
            checked: value === answer,
            choose: () => onChange(answer),
          }))}
        />
      );
    case 'SINGLE':
      return (
        <ChoiceAnswers
          field={field}
          message={message}
          options={field.choices.map((choice) => ({
            key: choice.key,
            label: worded(choice.label),
            checked: value === choice.key,
            choose: () => onChange(choice.key),
          }))}
        />
      );
    case 'MULTIPLE': {
      const chosen = Array.isArray(value) ? (value as string[]) : [];
      return (
        <ChoiceAnswers
          field={field}
          message={message}
          multiple
          options={field.choices.map((choice) => ({
            key: choice.key,
            label: worded(choice.label),
            checked: chosen.includes(choice.key),
            choose: (on: boolean) =>
              onChange(on ? [...chosen, choice.key] : chosen.filter((key) => key !== choice.key)),
          }))}
        />
      );
    }
    case 'TABLE':
      return <TableAnswer field={field} value={value} onChange={onChange} path={path} messages={messages} />;
  }
}

/** A table's rows, each with its columns' inputs, added and removed by the customer. */
function TableAnswer({ field, value, onChange, path, messages }: InputProps & { field: { type: 'TABLE' } }) {
  const rows = Array.isArray(value) ? (value as Record<string, unknown>[]) : [];
  const table = field as Extract<FormField, { type: 'TABLE' }>;
  const change = (index: number, row: Record<string, unknown>) =>
    onChange(rows.map((old, at) => (at === index ? row : old)));
  return (
    <ChoiceFieldset legend={worded(table.label)} required={table.required} error={messages[path]}>
      {() => (
        <div className="stack-sm">
          {rows.length === 0 && <p className="muted">{t('answers.noRows')}</p>}
          {rows.map((row, index) => (
            <fieldset key={index} className="choices answer-row">
              <legend>{t('answers.row', { number: index + 1 })}</legend>
              {table.columns.map((column) => (
                <AnswerInput
                  key={column.key}
                  field={column}
                  value={row[column.key]}
                  onChange={(cell) => change(index, { ...row, [column.key]: cell })}
                  path={`${path}.${index}.${column.key}`}
                  messages={messages}
                />
              ))}
              <div>
                <button
                  type="button"
                  className="button button-text"
                  onClick={() => onChange(rows.filter((_, at) => at !== index))}
                >
                  {t('answers.removeRow', { number: index + 1 })}
                </button>
              </div>
            </fieldset>
          ))}
          <div>
            <button
              type="button"
              className="button"
              disabled={rows.length >= table.maxRows}
              onClick={() => onChange([...rows, {}])}
            >
              {t('answers.addRow')}
            </button>
          </div>
        </div>
      )}
    </ChoiceFieldset>
  );
}

/** Every field of one form, answered into `values`. */
export function AnswerInputs({
  fields,
  values,
  onChange,
  messages,
}: {
  fields: readonly FormField[];
  values: FormValues;
  onChange(values: FormValues): void;
  messages: Readonly<Record<string, string>>;
}) {
  return (
    <>
      {fields.map((field) => (
        <AnswerInput
          key={field.key}
          field={field}
          value={values[field.key]}
          onChange={(value) => onChange({ ...values, [field.key]: value })}
          path={`values.${field.key}`}
          messages={messages}
        />
      ))}
    </>
  );
}
