import { Controller, type Control } from 'react-hook-form';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { PARTY_DECISIONS, partyName, type OrderPartyMatch, type OrderUpdate } from '@syna/contracts/orders';
import type { AcceptFormValues } from '@/features/orders/accept-form';
import { useOrderTexts } from '@/features/orders/texts';

interface PartyMatchChoiceProps {
  match: OrderPartyMatch;
  /** The accept form, whose `parties.<role>` holds the decision for this party. */
  control: Control<AcceptFormValues, unknown, OrderUpdate>;
}

/**
 * A party of the order beside the address-book contact it matches: the details that differ side
 * by side, and the choice of what to do with the contact (use it, update it, or create another).
 */
export function PartyMatchChoice({ match, control }: PartyMatchChoiceProps) {
  const { t } = useOrderTexts();
  const role = t(`partyRoles.${match.role}`);
  const headingId = `party-match-${match.role}`;
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      data-testid={`party-match-${match.role}`}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}
    >
      <Typography id={headingId} sx={{ fontWeight: 600 }}>
        {t('accept.partyMatched', {
          role,
          ordered: partyName(match.party),
          existing: match.contact.name,
          by: t(`accept.matchedBy.${match.matchedBy}`),
        })}
      </Typography>
      <Table size="small" sx={{ my: 1 }} aria-labelledby={headingId}>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              {t('accept.detail')}
            </TableCell>
            <TableCell component="th" scope="col">
              {t('accept.ordered')}
            </TableCell>
            <TableCell component="th" scope="col">
              {t('accept.existing')}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {match.differences.map((difference) => (
            <TableRow key={difference.field} data-testid={`party-difference-${difference.field}`}>
              <TableCell component="th" scope="row">
                {t(`comparedFields.${difference.field}`)}
              </TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{difference.ordered}</TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{difference.existing || '–'}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Controller
        control={control}
        name={`parties.${match.role}`}
        render={({ field, fieldState }) => (
          <FormControl error={Boolean(fieldState.error)} required>
            <FormLabel id={`${headingId}-decision`}>{t('accept.decisionLabel')}</FormLabel>
            <RadioGroup
              aria-labelledby={`${headingId}-decision`}
              name={field.name}
              value={field.value ?? ''}
              onChange={(event) => field.onChange(event.target.value)}
              onBlur={field.onBlur}
            >
              {PARTY_DECISIONS.map((decision, index) => (
                <FormControlLabel
                  key={decision}
                  value={decision}
                  control={<Radio inputRef={index === 0 ? field.ref : undefined} />}
                  label={t(`accept.decision.${decision}`)}
                  data-testid={`party-decision-${match.role}-${decision}`}
                />
              ))}
            </RadioGroup>
            {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
          </FormControl>
        )}
      />
    </Box>
  );
}
