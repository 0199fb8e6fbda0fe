import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { orderUpdateSchema, partyName, type Order, type OrderUpdate } from '@syna/contracts/orders';
import { FormSelectField } from '@/lib/forms/form-fields';
import { schemaResolver } from '@/lib/forms/schema-resolver';
import { serverSubmit } from '@/lib/forms/server-submit';
import { FormDialog } from '@/lib/ui/form-dialog';
import {
  acceptFormValues,
  conflictingMatches,
  toAcceptUpdate,
  type AcceptFormValues,
} from '@/features/orders/accept-form';
import { useInspectionChoices, useOrderPartyMatches } from '@/features/orders/api';
import { withChoice } from '@/lib/forms/choices';
import { useLocalisedResolver } from '@/lib/forms/localised-messages';
import { useOrderTexts } from '@/features/orders/texts';
import { FormDateTimeInput } from '@/lib/dates/date-time-input';
import { PartyMatchChoice } from './party-match-choice';
import { useLookupLabel } from '@/lib/i18n/lookup-label';

interface AcceptOrderDialogProps {
  order: Order;
  /** Accepts with the body; throws an HttpError when the server refuses. */
  onAccept(update: OrderUpdate): Promise<void>;
  onClose(): void;
}

/**
 * Accepting an order: the ordered inspections that become assignments (one each), who inspects,
 * a corrected date if the customer's does not suit, and for each party that matches an
 * address-book contact with other details, what to do with that contact.
 */
export function AcceptOrderDialog({ order, onAccept, onClose }: AcceptOrderDialogProps) {
  const { t } = useOrderTexts();
  const label = useLookupLabel();
  const choices = useInspectionChoices();
  const matches = useOrderPartyMatches(order.id);
  const conflicts = conflictingMatches(matches.data ?? []);
  const agreeing = (matches.data ?? []).filter((match) => match.differences.length === 0);
  const preferredWhen = [order.preferredDate, order.preferredTime?.slice(0, 5)].filter(Boolean).join(' ');
  const resolver = useLocalisedResolver(
    useMemo(
      () =>
        schemaResolver<AcceptFormValues, OrderUpdate>(orderUpdateSchema, (values) =>
          toAcceptUpdate(order, values),
        ),
      [order],
    ),
  );
  const form = useForm<AcceptFormValues, unknown, OrderUpdate>({
    resolver,
    defaultValues: acceptFormValues(order),
  });
  const { control } = form;
  const submit = serverSubmit(
    form,
    async (body) => {
      // Every party that differs from its contact needs a decision; the server refuses otherwise.
      const undecided = conflicts.filter((match) => !form.getValues(`parties.${match.role}`));
      undecided.forEach((match, index) =>
        form.setError(
          `parties.${match.role}`,
          { type: 'required', message: t('accept.decisionRequired') },
          { shouldFocus: index === 0 },
        ),
      );
      if (undecided.length === 0) await onAccept(body);
    },
    {
      fields: ['typeIds', 'inspectorId', 'bookedDate', 'bookedTime', 'parties'],
      renamed: (field) => (field === 'types' ? 'typeIds' : field),
    },
  );

  return (
    <FormDialog
      title={t('accept.title', { number: order.number })}
      onSubmit={submit}
      busy={form.formState.isSubmitting || matches.isPending}
      onClose={onClose}
      testId="accept-order-dialog"
      saveTestId="accept-order-confirm"
      saveLabel={t('accept.confirm')}
      busyLabel={matches.isPending ? t('accept.matchesLoading') : t('accept.accepting')}
      maxWidth="md"
    >
      <Typography sx={{ color: 'text.secondary' }}>{t('accept.intro')}</Typography>
      {choices.isError && <Alert severity="warning">{t('accept.choicesError')}</Alert>}
      <Controller
        control={control}
        name="typeIds"
        render={({ field, fieldState }) => (
          <FormControl component="fieldset" error={Boolean(fieldState.error)}>
            <FormLabel component="legend">{t('accept.types')}</FormLabel>
            <FormGroup data-testid="accept-types">
              {order.types.map((type) => (
                <FormControlLabel
                  key={type.id}
                  label={label(type)}
                  control={
                    <Checkbox
                      checked={field.value.includes(type.id)}
                      onChange={(event) =>
                        field.onChange(withChoice(field.value, type.id, event.target.checked))
                      }
                    />
                  }
                />
              ))}
            </FormGroup>
            {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
          </FormControl>
        )}
      />
      <FormSelectField
        control={control}
        name="inspectorId"
        label={t('accept.inspector')}
        helperText={t('accept.inspectorHelp')}
        options={choices.data?.inspectors ?? []}
        noneLabel={t('accept.noInspector')}
        fullWidth
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormDateTimeInput
          control={control}
          name="bookedDate"
          kind="date"
          label={t('accept.date')}
          helperText={t('accept.preferred', { when: preferredWhen })}
          required
          fullWidth
        />
        <FormDateTimeInput
          control={control}
          name="bookedTime"
          kind="time"
          label={t('accept.time')}
          fullWidth
        />
      </Stack>
      {matches.isPending && (
        <Typography sx={{ color: 'text.secondary' }}>{t('accept.matchesLoading')}</Typography>
      )}
      {matches.isError && <Alert severity="warning">{t('accept.matchesError')}</Alert>}
      {(conflicts.length > 0 || agreeing.length > 0) && (
        <Stack spacing={1.5} data-testid="accept-party-matches">
          <Typography variant="h3" component="h3">
            {t('accept.partiesTitle')}
          </Typography>
          {agreeing.map((match) => (
            <Typography key={match.role} variant="body2" sx={{ color: 'text.secondary' }}>
              {t('accept.partySame', { role: t(`partyRoles.${match.role}`), name: partyName(match.party) })}
            </Typography>
          ))}
          {conflicts.map((match) => (
            <PartyMatchChoice key={match.role} match={match} control={control} />
          ))}
        </Stack>
      )}
    </FormDialog>
  );
}
