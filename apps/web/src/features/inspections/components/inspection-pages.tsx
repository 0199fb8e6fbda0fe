import { useParams } from 'react-router';
import { useTenantId } from '@/lib/session/use-tenant-id';
import { appPaths } from '@/lib/navigation/app-paths';
import { InspectionView, type InspectionViewParts } from './inspection-view';

/** `/:tenant/inspections/:id`. */
export function InspectionPage(parts: InspectionViewParts) {
  const tenantId = useTenantId();
  const { id = '' } = useParams();
  return (
    <InspectionView
      key={id}
      inspectionId={id}
      {...parts}
      afterDeletePath={appPaths.inspections(tenantId)}
      inProject={false}
    />
  );
}

/** `/:tenant/projects/:id/:inspection`: the same view, reached from its project. */
export function ProjectInspectionPage(parts: InspectionViewParts) {
  const tenantId = useTenantId();
  const { id = '', inspection = '' } = useParams();
  return (
    <InspectionView
      key={inspection}
      inspectionId={inspection}
      {...parts}
      afterDeletePath={appPaths.project(tenantId, id)}
      inProject
    />
  );
}
