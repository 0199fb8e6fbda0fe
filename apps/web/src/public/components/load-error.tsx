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
    <div className="alert alert-error" role="alert" data-testid="public-load-error">
      <div>
        <p className="alert-title">{title}</p>
        <p>{detail}</p>
      </div>
      <button type="button" className="button" onClick={onRetry}>
        {retryLabel}
      </button>
    </div>
  );
}
