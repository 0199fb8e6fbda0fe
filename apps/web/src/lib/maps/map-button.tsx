import { lazy, useState } from 'react';
import Button from '@mui/material/Button';
import MapIcon from '@mui/icons-material/Map';
import { OpenedOnce } from '@/lib/ui/opened-once';
import type { MapPlace } from './map-place';
import { useMapTexts } from './texts';

// The dialog, with Leaflet, loads the first time a map is opened: no page's first load carries it.
const MapDialog = lazy(() => import('./map-dialog'));

/**
 * "Karta": opens the map dialog of a place. The door other features use for a map of an
 * assignment, an order, a contact or a calendar entry.
 */
export function MapButton({
  place,
  size,
  variant = 'outlined',
}: {
  place: MapPlace;
  size?: 'small' | 'medium';
  /** Outlined beside other buttons; text where it stands in a line of links. */
  variant?: 'outlined' | 'text';
}) {
  const { t } = useMapTexts();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant={variant}
        size={size}
        startIcon={<MapIcon />}
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        sx={{ minHeight: 48 }}
      >
        {t('open')}
      </Button>
      <OpenedOnce open={open}>
        <MapDialog open={open} onClose={() => setOpen(false)} place={place} />
      </OpenedOnce>
    </>
  );
}
