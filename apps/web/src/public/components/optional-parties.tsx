import { useEffect, useRef, useState } from 'react';
import { useWatch, type UseFormSetFocus, type UseFormSetValue } from 'react-hook-form';
import {
  emptyParty,
  type OptionalParty,
  type OrderFormControl,
  type OrderFormValues,
} from '@/public/order-form';
import { t } from '@/public/texts';
import { PartyFields } from './party-fields';

interface OptionalPartiesProps {
  control: OrderFormControl;
  setValue: UseFormSetValue<OrderFormValues>;
  setFocus: UseFormSetFocus<OrderFormValues>;
}

const OWNERS = ['owner1', 'owner2'] as const;

/** The sellers (up to two) and the estate agent: shown once the customer adds them. */
export function OptionalParties({ control, setValue, setFocus }: OptionalPartiesProps) {
  const added = useWatch({ control, name: 'added' });
  const addButtons = useRef<HTMLDivElement>(null);
  // A new object per change, so that the same target twice in a row moves the focus again.
  const [focusTarget, setFocusTarget] = useState<{ to: OptionalParty | 'buttons' } | null>(null);

  // Focus follows the change: into an added party, or back to the buttons after a removal.
  useEffect(() => {
    if (focusTarget?.to === 'buttons') addButtons.current?.querySelector('button')?.focus();
    else if (focusTarget) setFocus(`${focusTarget.to}.type`);
  }, [focusTarget, setFocus]);

  const add = (party: OptionalParty) => {
    setValue(`added.${party}`, true);
    setFocusTarget({ to: party });
  };
  const remove = (party: OptionalParty) => {
    setValue(`added.${party}`, false);
    setValue(party, emptyParty(party === 'broker' ? 'company' : 'person'));
    setFocusTarget({ to: 'buttons' });
  };
  const nextOwner = OWNERS.find((owner) => !added[owner]);
  const removeButton = (party: OptionalParty, label: string) => (
    <button type="button" className="button button-text" onClick={() => remove(party)}>
      {label}
    </button>
  );

  return (
    <>
      {OWNERS.filter((owner) => added[owner]).map((owner, index) => (
        <PartyFields
          key={owner}
          control={control}
          name={owner}
          title={t('party.owner', { number: index + 1 })}
          action={removeButton(owner, t('party.removeOwner', { number: index + 1 }))}
        />
      ))}
      {added.broker && (
        <PartyFields
          control={control}
          name="broker"
          title={t('party.broker')}
          action={removeButton('broker', t('party.removeBroker'))}
        />
      )}
      {(nextOwner || !added.broker) && (
        <div className="stack-sm">
          <p className="muted">{t('party.othersHint')}</p>
          <div ref={addButtons} className="button-row">
            {nextOwner && (
              <button type="button" className="button" onClick={() => add(nextOwner)} data-testid="add-owner">
                <span aria-hidden="true">+ </span>
                {t('party.addOwner')}
              </button>
            )}
            {!added.broker && (
              <button type="button" className="button" onClick={() => add('broker')} data-testid="add-broker">
                <span aria-hidden="true">+ </span>
                {t('party.addBroker')}
              </button>
            )}
          </div>
        </div>
      )}
    </>
  );
}
