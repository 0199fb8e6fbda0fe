import { useRef } from 'react';
import { Controller } from 'react-hook-form';
import type { OrderFormControl } from '@/public/order-form';
import { t } from '@/public/texts';

interface PrivacyFieldProps {
  control: OrderFormControl;
  /** The firm's privacy policy: a text, or a link (`https://…`) to one; null when it has none. */
  policy: string | null;
}

/** Only web links become links: the setting is the firm's text, and no other scheme may run here. */
const isWebLink = (policy: string) => /^https?:\/\/\S+$/i.test(policy.trim());

/** The customer's acceptance of the privacy policy, which is a link or opens in a dialog. */
export function PrivacyField({ control, policy }: PrivacyFieldProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const errorId = 'privacy-error';
  return (
    <>
      <Controller
        control={control}
        name="privacyAccepted"
        render={({ field, fieldState }) => (
          <div className="field">
            <label className="choice" data-testid="privacy-accepted">
              <input
                type="checkbox"
                checked={field.value}
                onChange={(event) => field.onChange(event.target.checked)}
                onBlur={field.onBlur}
                ref={field.ref}
                required
                aria-invalid={fieldState.error ? true : undefined}
                aria-describedby={fieldState.error ? errorId : undefined}
              />
              <span>
                {policy ? t('privacy.accept') : t('privacy.acceptPlain')}
                <span aria-hidden="true"> *</span>
              </span>
            </label>
            {fieldState.error && (
              <p id={errorId} className="field-error">
                {fieldState.error.message}
              </p>
            )}
          </div>
        )}
      />
      {policy && isWebLink(policy) && (
        <p>
          <a href={policy.trim()} target="_blank" rel="noopener noreferrer">
            {t('privacy.read')}
            <span className="visually-hidden">{` ${t('privacy.opensInNewTab')}`}</span>
          </a>
        </p>
      )}
      {policy && !isWebLink(policy) && (
        <div>
          <button
            type="button"
            className="button button-text"
            onClick={() => dialog.current?.showModal()}
            data-testid="privacy-policy-open"
          >
            {t('privacy.read')}
          </button>
          {/* The browser's own modal dialog: it keeps the focus inside and closes on Escape. */}
          <dialog ref={dialog} aria-labelledby="privacy-dialog-title" className="dialog">
            <h2 id="privacy-dialog-title">{t('privacy.dialogTitle')}</h2>
            <p className="pre-line dialog-body">{policy}</p>
            <div className="dialog-actions">
              <button type="button" className="button button-primary" onClick={() => dialog.current?.close()}>
                {t('privacy.close')}
              </button>
            </div>
          </dialog>
        </div>
      )}
    </>
  );
}
