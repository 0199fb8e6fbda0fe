import { useId } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import CloseIcon from '@mui/icons-material/Close';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { formatAddress } from '@syna/contracts/format';
import { MAP_ZOOM_ADDRESS, MAP_ZOOM_POSITION } from '@syna/contracts/maps';
import { isHttpError } from '@/lib/http/http-error';
import { useInitialData } from '@/lib/session/session-queries';
import { externalMapLink, MAP_APPS, type Destination } from './external-map-links';
import { useGeocodedAddress, useMapConfig, useRoute } from './map-api';
import type { MapPlace } from './map-place';
import { MapView } from './map-view';
import { routeOrigin } from './route-origin';
import { useMapTexts } from './texts';
import { travelParts } from './travel-format';
import { useUserPosition } from './user-position';

/** Touch targets of the dialog: at least 48 px, as on a phone in a car park. */
const TARGET = 48;

interface MapDialogProps {
  open: boolean;
  onClose(): void;
  place: MapPlace;
}

/**
 * The map of a place: the tiles centred on it (zoom 12 on an address, 15 on a position), a pin,
 * the driving route there from the user's position or home address with its length and time,
 * and links that hand the destination to Google Maps, Apple Maps and Waze, which stay whatever
 * fails. Full screen on a phone.
 */
export default function MapDialog({ open, onClose, place }: MapDialogProps) {
  const { t, language } = useMapTexts();
  const titleId = useId();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const { user } = useInitialData();
  const address = place.address && formatAddress(place.address) ? place.address : null;
  const placeText = address ? formatAddress(address) : place.title;

  const config = useMapConfig(open);
  const geocoded = useGeocodedAddress(address, open && !place.position && config.data?.geocoding === true);
  const destination = place.position ?? geocoded.data?.position ?? null;
  const userPosition = useUserPosition(open && user.properties.geolocation);
  const origin = routeOrigin(user.properties.homeAddress, userPosition);
  const route = useRoute(
    destination && 'stop' in origin ? [origin.stop, { position: destination }] : null,
    open && config.data?.routing === true,
  );

  const failure = [config.error, geocoded.error, route.error].find(Boolean);
  const links: Destination | null = address
    ? { text: formatAddress(address) }
    : place.position
      ? { position: place.position }
      : null;
  const notice = !links
    ? t('noPlace')
    : config.data && !config.data.tiles
      ? t('noTiles')
      : config.data && !place.position && !config.data.geocoding
        ? t('noGeocoding')
        : null;
  const travel = route.data && travelParts(route.data.distanceMeters, route.data.durationSeconds, language);
  const loading = config.isLoading || geocoded.isLoading || origin.kind === 'waiting' || route.isLoading;

  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      fullScreen={phone}
      fullWidth
      maxWidth="md"
      data-testid="map-dialog"
    >
      <DialogTitle id={titleId} sx={{ display: 'flex', alignItems: 'center', gap: 1, pr: 1 }}>
        <Box component="span" sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
          {place.title}
        </Box>
        <IconButton onClick={onClose} aria-label={t('close')} sx={{ width: TARGET, height: TARGET }}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent
        dividers
        sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, p: { xs: 1.5, sm: 2 } }}
      >
        {address && <Typography>{formatAddress(address)}</Typography>}
        <Box aria-live="polite">
          {travel && (
            <Typography variant="h6" component="p" data-testid="map-travel">
              {t('travel', travel)}
              <Typography component="span" variant="body2" color="text.secondary" sx={{ ml: 1 }}>
                {origin.kind === 'position' ? t('fromPosition') : t('fromHome')}
              </Typography>
            </Typography>
          )}
          {userPosition.state === 'failed' && <Typography variant="body2">{t('positionDenied')}</Typography>}
          {failure && (
            <Alert severity="error" data-testid="map-failure">
              {(isHttpError(failure) && failure.detail) || t('failed')}
            </Alert>
          )}
          {notice && <Alert severity="info">{notice}</Alert>}
        </Box>
        {config.data?.tiles && (destination || loading) && (
          <Box
            role="region"
            aria-label={t('map', { place: placeText })}
            aria-busy={loading}
            sx={{
              flex: phone ? 1 : undefined,
              height: phone ? undefined : 420,
              minHeight: 260,
              borderRadius: 1,
              overflow: 'hidden',
              bgcolor: 'action.hover',
              display: 'grid',
              placeItems: 'center',
            }}
          >
            {destination ? (
              <MapView
                tiles={config.data.tiles}
                centre={destination}
                zoom={place.position ? MAP_ZOOM_POSITION : MAP_ZOOM_ADDRESS}
                pinTitle={placeText}
                path={route.data?.path}
                start={route.data?.stops[0]}
              />
            ) : (
              <CircularProgress aria-label={t('loading')} />
            )}
          </Box>
        )}
        {links && (
          <Stack
            direction="row"
            role="group"
            aria-labelledby={`${titleId}-apps`}
            useFlexGap
            sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}
          >
            <Typography
              id={`${titleId}-apps`}
              variant="body2"
              color="text.secondary"
              // On a phone the label takes its own line and the buttons share the width below it.
              sx={{ flexBasis: { xs: '100%', sm: 'auto' } }}
            >
              {t('openIn')}
            </Typography>
            {MAP_APPS.map((app) => (
              <Button
                key={app}
                variant="outlined"
                href={externalMapLink(app, links)}
                target="_blank"
                rel="noopener noreferrer"
                endIcon={<OpenInNewIcon />}
                aria-label={t('linkLabel', { place: placeText, app: t(`links.${app}`) })}
                sx={{ minHeight: TARGET, flexGrow: { xs: 1, sm: 0 } }}
              >
                {t(`links.${app}`)}
              </Button>
            ))}
          </Stack>
        )}
      </DialogContent>
    </Dialog>
  );
}
