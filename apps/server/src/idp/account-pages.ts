import { PASSWORD_LENGTH } from '@syna/contracts/constants';
import { escapeHtml, layout, textsFor, type Locale, type SignInTexts } from './sign-in-pages.ts';

/**
 * The self-service pages of the embedded issuer (sign-up, forgotten password, the e-mailed links),
 * in the sign-in pages' look. A field's error is linked to it (aria-describedby) and the first
 * field in error takes the focus, so a screen reader hears what to fix.
 */

export type FieldProblem = 'required' | 'invalidEmail' | 'passwordTooShort';

export type FieldErrors = Partial<Record<string, FieldProblem>>;

interface Field {
  name: string;
  label: string;
  type: 'text' | 'email' | 'password';
  autocomplete: string;
  maxlength: number;
  value?: string;
  hint?: string;
}

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (_match, key: string) => String(values[key] ?? ''));

function fieldHtml(text: SignInTexts, field: Field, error: FieldProblem | undefined, focus: boolean): string {
  const describedBy = [field.hint ? `${field.name}-hint` : '', error ? `${field.name}-error` : '']
    .filter(Boolean)
    .join(' ');
  const attributes = [
    `id="${field.name}"`,
    `name="${field.name}"`,
    `type="${field.type}"`,
    `autocomplete="${field.autocomplete}"`,
    'required',
    `maxlength="${field.maxlength}"`,
    field.type === 'password' ? '' : `value="${escapeHtml(field.value ?? '')}"`,
    describedBy ? `aria-describedby="${describedBy}"` : '',
    error ? 'aria-invalid="true"' : '',
    focus ? 'autofocus' : '',
  ].filter(Boolean);
  const hint = field.hint ? `\n<p class="hint" id="${field.name}-hint">${escapeHtml(field.hint)}</p>` : '';
  const message = error
    ? `\n<p class="field-error" id="${field.name}-error">${escapeHtml(fill(text[error], { min: PASSWORD_LENGTH.min }))}</p>`
    : '';
  return `<label for="${field.name}">${escapeHtml(field.label)}</label>
<input ${attributes.join(' ')}>${hint}${message}`;
}

/** A form of fields; the focus goes to the first field in error, else to the first field. */
function formHtml(options: {
  text: SignInTexts;
  action: string;
  fields: Field[];
  errors: FieldErrors;
  button: string;
  hidden?: Record<string, string>;
}): string {
  const { text, fields, errors } = options;
  const focused = fields.find((field) => errors[field.name]) ?? fields[0];
  const hidden = Object.entries(options.hidden ?? {})
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">\n`)
    .join('');
  return `<form method="post" action="${escapeHtml(options.action)}" novalidate>
${hidden}${fields.map((field) => fieldHtml(text, field, errors[field.name], field === focused)).join('\n')}
<button type="submit"${fields.length ? '' : ' autofocus'}>${escapeHtml(options.button)}</button>
</form>`;
}

const alertHtml = (message: string | undefined) =>
  message ? `<p class="alert" role="alert">${escapeHtml(message)}</p>\n` : '';

const newPasswordField = (text: SignInTexts): Field => ({
  name: 'password',
  label: text.newPassword,
  type: 'password',
  autocomplete: 'new-password',
  maxlength: PASSWORD_LENGTH.max,
  hint: fill(text.passwordHint, { min: PASSWORD_LENGTH.min }),
});

export interface SignUpValues {
  givenName: string;
  familyName: string;
  email: string;
}

/** What a sign-in interaction's form page is drawn with: where it posts, the way back, its notices. */
export interface FormPageOptions {
  locale: Locale;
  action: string;
  signInUrl: string;
  errors?: FieldErrors;
  tooMany?: boolean;
}

export function signUpPage(options: FormPageOptions & { values?: SignUpValues }): string {
  const text = textsFor(options.locale);
  const values = options.values ?? { givenName: '', familyName: '', email: '' };
  const fields: Field[] = [
    {
      name: 'givenName',
      label: text.givenName,
      type: 'text',
      autocomplete: 'given-name',
      maxlength: 100,
      value: values.givenName,
    },
    {
      name: 'familyName',
      label: text.familyName,
      type: 'text',
      autocomplete: 'family-name',
      maxlength: 100,
      value: values.familyName,
    },
    {
      name: 'email',
      label: text.email,
      type: 'email',
      autocomplete: 'email',
      maxlength: 320,
      value: values.email,
    },
    newPasswordField(text),
  ];
  return layout(
    options.locale,
    text.signUpTitle,
    `<h1>${escapeHtml(text.signUpTitle)}</h1>
${alertHtml(options.tooMany ? text.tooManyRequests : undefined)}${formHtml({ text, action: options.action, fields, errors: options.errors ?? {}, button: text.signUpButton })}
<a class="secondary" href="${escapeHtml(options.signInUrl)}">${escapeHtml(text.haveAccount)}</a>`,
  );
}

export function forgotPasswordPage(options: FormPageOptions & { email?: string }): string {
  const text = textsFor(options.locale);
  const fields: Field[] = [
    {
      name: 'email',
      label: text.email,
      type: 'email',
      autocomplete: 'email',
      maxlength: 320,
      value: options.email ?? '',
    },
  ];
  return layout(
    options.locale,
    text.forgotTitle,
    `<h1>${escapeHtml(text.forgotTitle)}</h1>
${alertHtml(options.tooMany ? text.tooManyRequests : undefined)}<p>${escapeHtml(text.forgotText)}</p>
${formHtml({ text, action: options.action, fields, errors: options.errors ?? {}, button: text.forgotButton })}
<a class="secondary" href="${escapeHtml(options.signInUrl)}">${escapeHtml(text.backToSignIn)}</a>`,
  );
}

/** A page that only tells something and leads on with one link. */
export function noticePage(options: {
  locale: Locale;
  title: keyof SignInTexts;
  message: keyof SignInTexts;
  values?: Record<string, string>;
  link: { href: string; label: keyof SignInTexts };
}): string {
  const text = textsFor(options.locale);
  return layout(
    options.locale,
    text[options.title],
    `<h1>${escapeHtml(text[options.title])}</h1>
<p role="status">${escapeHtml(fill(text[options.message], options.values ?? {}))}</p>
<a class="button" href="${escapeHtml(options.link.href)}">${escapeHtml(text[options.link.label])}</a>`,
  );
}

/**
 * The page an e-mailed verification link opens: the address is confirmed by the button, not by
 * opening the link, so that a mail scanner fetching links does not use it up.
 */
export function verifyEmailPage(options: {
  locale: Locale;
  action: string;
  token: string;
  tooMany?: boolean;
}): string {
  const text = textsFor(options.locale);
  return layout(
    options.locale,
    text.verifyTitle,
    `<h1>${escapeHtml(text.verifyTitle)}</h1>
${alertHtml(options.tooMany ? text.tooManyRequests : undefined)}<p>${escapeHtml(text.verifyText)}</p>
${formHtml({ text, action: options.action, fields: [], errors: {}, button: text.verifyButton, hidden: { token: options.token } })}`,
  );
}

export function resetPasswordPage(options: {
  locale: Locale;
  action: string;
  token: string;
  errors?: FieldErrors;
  tooMany?: boolean;
}): string {
  const text = textsFor(options.locale);
  return layout(
    options.locale,
    text.resetTitle,
    `<h1>${escapeHtml(text.resetTitle)}</h1>
${alertHtml(options.tooMany ? text.tooManyRequests : undefined)}${formHtml({ text, action: options.action, fields: [newPasswordField(text)], errors: options.errors ?? {}, button: text.resetButton, hidden: { token: options.token } })}`,
  );
}
