import type { ComponentType } from 'react';
import { useParams } from 'react-router';
import { useTenantId } from '@/lib/session/use-tenant-id';
import { InspectionView, type InspectionTabProps } from './inspection-view';

export interface InspectionPageProps {
  objectsTab?: ComponentType<InspectionTabProps>;
}

/** `/:tenant/inspections/:id`. */
export function InspectionPage({ objectsTab }: InspectionPageProps) {
  const tenantId = useTenantId();
  const { id = '' } = useParams();
  return (
    <InspectionView
      key={id}
      inspectionId={id}
      objectsTab={objectsTab}
      afterDeletePath={`/${encodeURIComponent(tenantId)}/inspections`}
      inProject={false}
    />
  );
}

/** `/:tenant/projects/:id/:inspection`: the same view, reached from its project. */
export function ProjectInspectionPage({ objectsTab }: InspectionPageProps) {
  const tenantId = useTenantId();
  const { id = '', inspection = '' } = useParams();
  return (
    <InspectionView
      key={inspection}
      inspectionId={inspection}
      objectsTab={objectsTab}
      afterDeletePath={`/${encodeURIComponent(tenantId)}/projects/${encodeURIComponent(id)}`}
      inProject
    />
  );
}
