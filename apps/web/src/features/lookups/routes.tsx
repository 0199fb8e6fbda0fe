import type { RouteObject } from 'react-router';
import { LookupCrumb } from './components/lookup-crumb';
import { LookupDetailPage } from './components/lookup-detail-page';
import { LookupListPage } from './components/lookup-list-page';
import type { AdminLookupKindId } from './lookup-kinds';

type CrumbProps = { params: Readonly<Partial<Record<string, string>>>; title: string };

function lookupRoutes(kindId: AdminLookupKindId) {
  return {
    list: { Component: () => <LookupListPage kindId={kindId} /> } satisfies Partial<RouteObject>,
    detail: { Component: () => <LookupDetailPage kindId={kindId} /> } satisfies Partial<RouteObject>,
    Crumb: (props: CrumbProps) => <LookupCrumb kindId={kindId} {...props} />,
  };
}

/**
 * `/:tenant/admin/{inspection-type|inspection-status|contact-role|project-type|remark-grade}` and `/:id`:
 * one list page and one detail page, configured by the lookup kind (administrators only).
 */
export const lookupAdminRoutes = {
  inspectionType: lookupRoutes('inspectionType'),
  inspectionStatus: lookupRoutes('inspectionStatus'),
  contactRole: lookupRoutes('contactRole'),
  projectType: lookupRoutes('projectType'),
  remarkGrade: lookupRoutes('remarkGrade'),
} satisfies Record<AdminLookupKindId, unknown>;
