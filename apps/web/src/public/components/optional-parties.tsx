import { useEffect, useRef, useState } from 'react';
import { useWatch, type UseFormSetFocus, type UseFormSetValue } from 'react-hook-form';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import {
  emptyParty,
  type OptionalParty,
  type OrderFormControl,
  type OrderFormValues,
} from '@/public/order-form';
import { usePublicTexts } from '@/public/texts';
import { PartyFields } from './party-fields';

interface OptionalPartiesProps {
  control: OrderFormControl;
  setValue: UseFormSetValue<OrderFormValues>;
  setFocus: UseFormSetFocus<OrderFormValues>;
}

const OWNERS = ['owner1', 'owner2'] as const;

/** The sellers (up to two) and the estate agent: shown once the customer adds them. */
export function OptionalParties({ control, setValue, setFocus }: OptionalPartiesProps) {
  const { t } = usePublicTexts();
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

  return (
    <>
      {OWNERS.filter((owner) => added[owner]).map((owner, index) => (
        <PartyFields
          key={owner}
          control={control}
          name={owner}
          title={t('party.owner', { number: index + 1 })}
          action={
            <Button size="small" onClick={() => remove(owner)}>
              {t('party.removeOwner', { number: index + 1 })}
            </Button>
          }
        />
      ))}
      {added.broker && (
        <PartyFields
          control={control}
          name="broker"
          title={t('party.broker')}
          action={
            <Button size="small" onClick={() => remove('broker')}>
              {t('party.removeBroker')}
            </Button>
          }
        />
      )}
      {(nextOwner || !added.broker) && (
        <div>
          <Typography color="text.secondary" sx={{ mb: 1 }}>
            {t('party.othersHint')}
          </Typography>
          <Stack
            ref={addButtons}
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1}
            sx={{ alignItems: 'flex-start' }}
          >
            {nextOwner && (
              <Button
                variant="outlined"
                startIcon={<AddIcon />}
                onClick={() => add(nextOwner)}
                data-testid="add-owner"
              >
                {t('party.addOwner')}
              </Button>
            )}
            {!added.broker && (
              <Button
                variant="outlined"
                startIcon={<AddIcon />}
                onClick={() => add('broker')}
                data-testid="add-broker"
              >
                {t('party.addBroker')}
              </Button>
            )}
          </Stack>
        </div>
      )}
    </>
  );
}
