import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';

interface LoadErrorProps {
  title: string;
  /** What went wrong, as the HTTP client described it. */
  detail: string;
  retryLabel: string;
  onRetry(): void;
}

/** A page or a part of one that could not be loaded, with a way to try again. */
export function LoadError({ title, detail, retryLabel, onRetry }: LoadErrorProps) {
  return (
    <Alert
      severity="error"
      data-testid="public-load-error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {retryLabel}
        </Button>
      }
    >
      <AlertTitle>{title}</AlertTitle>
      {detail}
    </Alert>
  );
}
