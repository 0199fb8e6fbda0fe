import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { TenantSettings } from '@syna/contracts/tenant';
import { useSaveTenantSettings, useTenantSettings } from '@/lib/session/tenant-settings';
import { showError, showSnackbar } from '@/lib/snackbar/snackbar';
import { useLookupsTexts } from '@/features/lookups/texts';

/** The automatic moves of the status course, each a firm setting of its own. */
const MOVES = ['booked', 'reported', 'invoiced'] as const;
type Move = (typeof MOVES)[number];
const SETTING_OF = {
  booked: 'status.auto.booked',
  reported: 'status.auto.reported',
  invoiced: 'status.auto.invoiced',
} as const satisfies Record<Move, keyof TenantSettings>;

/**
 * Beside the statuses: the moves the product makes by itself along the course, one switch each,
 * saved at once when switched.
 */
export function StatusMovesSection() {
  const { t } = useLookupsTexts();
  const settings = useTenantSettings();
  const save = useSaveTenantSettings();
  const titleId = 'status-moves-title';
  // A switch shows its new position at once, while the change is saved.
  const isOn = (saved: TenantSettings, move: Move) =>
    (save.isPending ? save.variables[SETTING_OF[move]] : undefined) ?? saved[SETTING_OF[move]];
  const switchMove = (move: Move, on: boolean) =>
    save.mutate(
      { [SETTING_OF[move]]: on },
      {
        onSuccess: () => showSnackbar({ subject: t('statusMoves.saved') }),
        onError: (error) => showError(error.message),
      },
    );
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={titleId}
      data-testid="status-moves"
      sx={{ p: { xs: 1.5, sm: 2 } }}
    >
      <Stack spacing={1.5}>
        <Typography id={titleId} variant="h2">
          {t('statusMoves.title')}
        </Typography>
        <Typography sx={{ color: 'text.secondary', maxWidth: 760 }}>{t('statusMoves.intro')}</Typography>
        {settings.isError && <Typography color="error">{t('statusMoves.loadError')}</Typography>}
        {MOVES.map((move) => {
          const helpId = `status-move-${move}-help`;
          return settings.data ? (
            <div key={move}>
              <FormControlLabel
                control={
                  <Switch
                    checked={isOn(settings.data, move)}
                    disabled={save.isPending}
                    onChange={(_event, on) => switchMove(move, on)}
                    slotProps={{ input: { 'aria-describedby': helpId } }}
                  />
                }
                label={t(`statusMoves.${move}`)}
              />
              <FormHelperText id={helpId} sx={{ mt: -0.5, ml: 6 }}>
                {t(`statusMoves.${move}Help`)}
              </FormHelperText>
            </div>
          ) : (
            !settings.isError && <Skeleton key={move} height={48} />
          );
        })}
      </Stack>
    </Paper>
  );
}
