import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { formatAddress, truncate } from '@syna/contracts/format';
import { useDebouncedValue } from '@/lib/lists/use-debounced-value';
import { LoadError } from '@/lib/ui/load-error';
import { useRelateInspections } from '@/features/inspections/api';
import { useInspectionSearch } from '@/features/inspections/list-queries';
import { formatWhen } from '@/features/inspections/inspection-format';
import { useInspectionTexts } from '@/features/inspections/texts';
import { ListSkeleton } from '@/lib/lists/list-skeleton';
import { StatusChip } from './status-chip';

interface LinkDialogProps {
  inspectionId: string;
  /** This inspection and those already linked: shown, but not offered. */
  linkedIds: readonly string[];
  onClose(): void;
  onLinked(): void;
}

const RESULTS = 10;

/** Searches inspections and links the chosen ones with this one. */
export function LinkDialog({ inspectionId, linkedIds, onClose, onLinked }: LinkDialogProps) {
  const { t } = useInspectionTexts();
  const titleId = useId();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const [text, setText] = useState('');
  const [chosen, setChosen] = useState<string[]>([]);
  const query = useDebouncedValue(text.trim(), 300);
  const search = useInspectionSearch({
    text: query || undefined,
    pageSize: RESULTS,
    sort: 'created',
    direction: 'desc',
  });
  const relate = useRelateInspections(inspectionId);
  const items = (search.data?.items ?? []).filter((item) => item.id !== inspectionId);

  const toggle = (id: string) =>
    setChosen((current) =>
      current.includes(id) ? current.filter((entry) => entry !== id) : [...current, id],
    );
  const submit = () => {
    if (!chosen.length) return;
    relate.mutate(chosen, { onSuccess: onLinked });
  };

  return (
    <Dialog
      open
      onClose={relate.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      fullScreen={fullScreen}
      data-testid="link-dialog"
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <DialogTitle id={titleId}>{t('related.linkTitle')}</DialogTitle>
        <DialogContent>
          <Stack spacing={1.5} sx={{ pt: 1 }}>
            <TextField
              type="search"
              autoFocus
              label={t('related.searchLabel')}
              placeholder={t('list.searchPlaceholder')}
              value={text}
              onChange={(event) => setText(event.target.value)}
              helperText={t('related.selectHelp')}
              autoComplete="off"
            />
            {search.isPending && <ListSkeleton label={t('picker.searching')} rows={3} />}
            {search.isError && <LoadError title={t('picker.failed')} onRetry={() => void search.refetch()} />}
            {search.data && items.length === 0 && (
              <Typography sx={{ color: 'text.secondary', py: 2, textAlign: 'center' }}>
                {t('picker.noMatches')}
              </Typography>
            )}
            <List dense disablePadding>
              {items.map((item) => {
                const linked = linkedIds.includes(item.id);
                const details = [
                  item.customer?.name,
                  formatAddress(item.address),
                  formatWhen(item.date, item.startTime),
                ]
                  .filter(Boolean)
                  .join(' · ');
                return (
                  <ListItem key={item.id} disablePadding>
                    <ListItemButton onClick={() => toggle(item.id)} disabled={linked} dense>
                      <ListItemIcon sx={{ minWidth: 40 }}>
                        <Checkbox
                          edge="start"
                          checked={linked || chosen.includes(item.id)}
                          tabIndex={-1}
                          disableRipple
                          slotProps={{ input: { 'aria-labelledby': `link-${item.id}` } }}
                        />
                      </ListItemIcon>
                      <ListItemText
                        id={`link-${item.id}`}
                        primary={
                          <Stack
                            direction="row"
                            spacing={1}
                            useFlexGap
                            sx={{ alignItems: 'center', flexWrap: 'wrap' }}
                          >
                            <span>{[item.number, item.littera].filter(Boolean).join(' · ')}</span>
                            <StatusChip status={item.status} />
                            {linked && (
                              <Typography variant="caption">{t('related.alreadyLinked')}</Typography>
                            )}
                          </Stack>
                        }
                        secondary={truncate(details)}
                      />
                    </ListItemButton>
                  </ListItem>
                );
              })}
            </List>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={relate.isPending}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={!chosen.length || relate.isPending}>
            {t('related.linkSelected', { count: chosen.length })}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
