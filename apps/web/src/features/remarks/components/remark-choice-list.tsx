import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import CloudOffOutlinedIcon from '@mui/icons-material/CloudOffOutlined';
import LibraryBooksOutlinedIcon from '@mui/icons-material/LibraryBooksOutlined';
import { truncate } from '@syna/contracts/format';
import { EmptyState } from '@/lib/ui/empty-state';
import { LoadError } from '@/lib/ui/load-error';
import type { RemarkDraft } from '@/features/remarks/remark-clipboard';
import { useRemarksTexts } from '@/features/remarks/texts';

/** A saved or template remark, as far as picking one needs. */
interface Choice {
  id: string;
  title: string;
  text: string | null;
  category: string | null;
}

interface RemarkChoiceListProps {
  items: readonly Choice[] | undefined;
  isPending: boolean;
  error: Error | null;
  onRetry(): void;
  emptyTitle: string;
  emptyBody: string;
  /** Offline with no copy of the list on the device: it needs the network, and says so. */
  notKept?: boolean;
  disabled: boolean;
  onPick(draft: RemarkDraft): void;
  testId: string;
}

/** Remarks to pick from: heading, category and the start of the text. */
export function RemarkChoiceList({
  items,
  isPending,
  error,
  onRetry,
  emptyTitle,
  emptyBody,
  notKept,
  disabled,
  onPick,
  testId,
}: RemarkChoiceListProps) {
  const { t } = useRemarksTexts();
  if (error) {
    return (
      <Box sx={{ p: 2 }}>
        <LoadError title={t('saved.loadError')} detail={error.message} onRetry={onRetry} />
      </Box>
    );
  }
  if (notKept) {
    return (
      <EmptyState icon={CloudOffOutlinedIcon} title={t('saved.notKeptTitle')} body={t('saved.notKeptBody')} />
    );
  }
  if (isPending || !items) {
    return (
      <List aria-busy="true">
        {[0, 1, 2, 3].map((row) => (
          <ListItem key={row}>
            <ListItemText primary={<Skeleton width="60%" />} secondary={<Skeleton width="90%" />} />
          </ListItem>
        ))}
      </List>
    );
  }
  if (items.length === 0)
    return <EmptyState icon={LibraryBooksOutlinedIcon} title={emptyTitle} body={emptyBody} />;
  return (
    <List disablePadding>
      {items.map((item) => (
        <ListItem key={item.id} disablePadding divider>
          <ListItemButton
            disabled={disabled}
            onClick={() =>
              onPick({ title: item.title, text: item.text, category: item.category, location: null })
            }
            data-testid={testId}
          >
            <ListItemText
              primary={truncate(item.title)}
              secondary={
                [item.category, item.text && truncate(item.text, 120)].filter(Boolean).join(' · ') || null
              }
              slotProps={{ primary: { sx: { fontWeight: 500, overflowWrap: 'anywhere' } } }}
            />
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}
