import { Controller, useWatch } from 'react-hook-form';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import type { PublicOrderPage } from '@syna/contracts/orders';
import type { OrderFormControl } from '@/public/order-form';
import { usePublicTexts } from '@/public/texts';

type OrderType = PublicOrderPage['orderTypes'][number];

interface OrderTypeFieldsProps {
  control: OrderFormControl;
  orderTypes: OrderType[];
  onOrderTypeChosen(orderType: OrderType): void;
}

/** What the customer orders: one order type (a card with its description), then its inspection types. */
export function OrderTypeFields({ control, orderTypes, onOrderTypeChosen }: OrderTypeFieldsProps) {
  const { t } = usePublicTexts();
  const orderTypeId = useWatch({ control, name: 'orderTypeId' });
  const chosen = orderTypes.find((orderType) => orderType.id === orderTypeId) ?? null;
  return (
    <>
      <Controller
        control={control}
        name="orderTypeId"
        render={({ field, fieldState }) => (
          <FormControl component="fieldset" error={Boolean(fieldState.error)} required>
            <FormLabel component="legend" sx={{ mb: 1 }}>
              {t('orderType.legend')}
            </FormLabel>
            <RadioGroup
              name={field.name}
              value={field.value}
              onChange={(_event, id) => {
                field.onChange(id);
                const orderType = orderTypes.find((candidate) => candidate.id === id);
                if (orderType) onOrderTypeChosen(orderType);
              }}
              sx={{ gap: 1 }}
            >
              {orderTypes.map((orderType, index) => {
                const descriptionId = `order-type-description-${orderType.id}`;
                return (
                  <Paper
                    key={orderType.id}
                    variant="outlined"
                    sx={{
                      px: 1.5,
                      py: 1,
                      borderColor: orderType.id === field.value ? 'primary.main' : 'divider',
                    }}
                  >
                    <FormControlLabel
                      value={orderType.id}
                      sx={{ alignItems: 'flex-start', m: 0, width: '100%' }}
                      data-testid="order-type-option"
                      data-id={orderType.id}
                      control={
                        <Radio
                          inputRef={index === 0 ? field.ref : undefined}
                          onBlur={field.onBlur}
                          sx={{ mt: -0.75 }}
                          slotProps={{
                            input: { 'aria-describedby': orderType.description ? descriptionId : undefined },
                          }}
                        />
                      }
                      label={
                        <>
                          <Typography sx={{ fontWeight: 500 }}>{orderType.name}</Typography>
                          {orderType.description && (
                            <Typography id={descriptionId} variant="body2" color="text.secondary">
                              {orderType.description}
                            </Typography>
                          )}
                        </>
                      }
                    />
                  </Paper>
                );
              })}
            </RadioGroup>
            {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
          </FormControl>
        )}
      />
      <Controller
        control={control}
        name="types"
        render={({ field, fieldState }) => (
          <FormControl component="fieldset" error={Boolean(fieldState.error)} required>
            <FormLabel component="legend">{t('orderType.inspectionTypes')}</FormLabel>
            {chosen ? (
              <FormGroup>
                {chosen.inspectionTypes.map((type, index) => (
                  <FormControlLabel
                    key={type.id}
                    label={type.name}
                    data-testid="inspection-type-option"
                    data-id={type.id}
                    control={
                      <Checkbox
                        checked={field.value.includes(type.id)}
                        onChange={(_event, checked) =>
                          field.onChange(
                            checked ? [...field.value, type.id] : field.value.filter((id) => id !== type.id),
                          )
                        }
                        onBlur={field.onBlur}
                        inputRef={index === 0 ? field.ref : undefined}
                      />
                    }
                  />
                ))}
              </FormGroup>
            ) : (
              // A hint, not the error: it keeps its quiet colour when the group is in error.
              <FormHelperText error={false} sx={{ mx: 0 }}>
                {t('orderType.chooseOrderTypeFirst')}
              </FormHelperText>
            )}
            {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
          </FormControl>
        )}
      />
    </>
  );
}
