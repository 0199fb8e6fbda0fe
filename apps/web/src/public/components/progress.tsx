/** An indeterminate progress bar while a page or a week loads; `label` says what loads. */
export function Progress({ label }: { label: string }) {
  return <div className="progress" role="progressbar" aria-label={label} />;
}
