import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';

/** The offer of a new version: stays until the user reloads (the reload is theirs to choose). */
export function UpdateOfferView({ onReload }: { onReload(): void }) {
  const { t } = useTranslation();
  return (
    <Snackbar open anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}>
      <Alert
        data-testid="update-offer"
        severity="info"
        variant="filled"
        action={
          <Button color="inherit" size="small" onClick={onReload} sx={{ fontWeight: 600 }}>
            {t('shell.reload')}
          </Button>
        }
        sx={{ width: '100%', maxWidth: 560, alignItems: 'center' }}
      >
        {t('shell.updateAvailable')}
      </Alert>
    </Snackbar>
  );
}
