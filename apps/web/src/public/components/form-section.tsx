import { useId, type ReactNode } from 'react';

interface FormSectionProps {
  title: string;
  children: ReactNode;
  /** A button beside the title (remove a party). */
  action?: ReactNode;
}

/** A titled group of the order form's fields, a landmark screen readers can jump to. */
export function FormSection({ title, children, action }: FormSectionProps) {
  const titleId = useId();
  return (
    <section className="card stack" aria-labelledby={titleId}>
      <div className="section-head">
        <h2 id={titleId}>{title}</h2>
        {action}
      </div>
      {children}
    </section>
  );
}
