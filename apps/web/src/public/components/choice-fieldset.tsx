import { useId, type ReactNode } from 'react';

interface ChoiceFieldsetProps {
  legend: string;
  required?: boolean;
  /** The group's error, shown under its choices. */
  error?: string;
  /** The choices; each input takes `describedBy` as its aria-describedby, so it is read with the error. */
  children(describedBy: string | undefined): ReactNode;
  className?: string;
}

/** Radio buttons or checkboxes under one legend, with the group's error tied to every choice. */
export function ChoiceFieldset({
  legend,
  required = false,
  error,
  children,
  className,
}: ChoiceFieldsetProps) {
  const errorId = useId();
  return (
    <fieldset
      className={className ? `choices ${className}` : 'choices'}
      aria-invalid={error ? true : undefined}
    >
      <legend>
        {legend}
        {required && <span aria-hidden="true"> *</span>}
      </legend>
      {children(error ? errorId : undefined)}
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
