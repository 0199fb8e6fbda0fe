import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';

interface LoadErrorProps {
  title: string;
  /** The failure's own description, when there is one. */
  detail?: string | null;
  onRetry?(): void;
}

/** A failed load: what failed, why if known, and a retry. */
export function LoadError({ title, detail, onRetry }: LoadErrorProps) {
  const { t } = useTranslation();
  return (
    <Alert
      severity="error"
      variant="outlined"
      action={
        onRetry && (
          <Button color="inherit" size="small" onClick={onRetry}>
            {t('common.retry')}
          </Button>
        )
      }
    >
      <strong>{title}</strong>
      {detail && <div>{detail}</div>}
    </Alert>
  );
}
