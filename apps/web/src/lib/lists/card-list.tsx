import type { ComponentType, ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import { visuallyHidden } from '@/lib/ui/visually-hidden';

interface CardListProps<Item extends { id: string }> {
  items: readonly Item[];
  label: string;
  /** Several cards side by side where there is room (the dashboard). */
  grid?: boolean;
  testId?: string;
  children(item: Item): ReactNode;
}

/** A list as cards (phones, and the dashboard's panels): a list of cards, one per item. */
export function CardList<Item extends { id: string }>({
  items,
  label,
  grid = false,
  testId,
  children,
}: CardListProps<Item>) {
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: grid ? 'repeat(auto-fill, minmax(min(100%, 320px), 1fr))' : 'minmax(0, 1fr)',
      }}
      data-testid={testId}
    >
      {items.map(children)}
    </Box>
  );
}

interface ListCardProps {
  /** The path the card opens. */
  to: string;
  /**
   * What opening the card does, for screen readers, when its text alone does not say it; read
   * before the card's visible text, which stays part of its name (as speech input expects).
   */
  openLabel?: string;
  /** The first row: the item's number (and more) on the left… */
  title: ReactNode;
  /** …and its status on the right. */
  status: ReactNode;
  /** Further `data-*` attributes, for finding the card. */
  data?: Record<`data-${string}`, string>;
  children: ReactNode;
}

/** One card of a `CardList`: all of it opens the item. */
export function ListCard({ to, openLabel, title, status, data, children }: ListCardProps) {
  return (
    <Card component="li" variant="outlined" {...data}>
      <CardActionArea component={RouterLink} to={to} sx={{ p: 1.5 }}>
        {openLabel && (
          <Box component="span" sx={visuallyHidden}>
            {openLabel}
          </Box>
        )}
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', justifyContent: 'space-between' }}>
          {title}
          {status}
        </Stack>
        {children}
      </CardActionArea>
    </Card>
  );
}

const iconSx = { fontSize: 18, color: 'text.secondary', mt: '2px' } as const;

/** A card's secondary lines, below its title. */
export const CardLines = ({ children }: { children: ReactNode }) => (
  <Stack spacing={0.5} sx={{ mt: 0.75, color: 'text.secondary' }}>
    {children}
  </Stack>
);

/** One secondary line of a card: an icon, then its text. */
export function CardLine({
  icon: Icon,
  wrap = false,
  children,
}: {
  icon: ComponentType<SvgIconProps>;
  /** Long text (an address) may break anywhere. */
  wrap?: boolean;
  children: ReactNode;
}) {
  return (
    <Stack direction="row" spacing={0.75}>
      <Icon sx={iconSx} aria-hidden />
      <Typography variant="body2" sx={wrap ? { overflowWrap: 'anywhere' } : undefined}>
        {children}
      </Typography>
    </Stack>
  );
}
