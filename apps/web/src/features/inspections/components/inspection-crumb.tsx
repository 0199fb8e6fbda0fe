import type { Params } from 'react-router';
import { useInspection } from '@/features/inspections/api';
import { useInspectionTexts } from '@/features/inspections/texts';

interface InspectionCrumbProps {
  params: Readonly<Params<string>>;
  /** The route's plain title, shown until the inspection is loaded. */
  title: string;
}

/**
 * The breadcrumb of an inspection page: its number after "Uppdrag" (the list), or "Uppdrag 2026-0042"
 * after its project. The inspection comes from the page's own query, so this costs no extra call.
 * Inside a project the inspection is `:inspection`.
 */
export function InspectionCrumb({ params, title }: InspectionCrumbProps) {
  const { t } = useInspectionTexts();
  const id = params.inspection ?? params.id ?? '';
  const inspection = useInspection(id);
  if (!inspection.data) return title;
  return params.inspection ? t('view.crumb', { number: inspection.data.number }) : inspection.data.number;
}
