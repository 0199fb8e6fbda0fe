import { InspectionCrumb } from '@/features/inspections/components/inspection-crumb';
import {
  inspectionCreateRoute,
  inspectionListRoute,
  inspectionViewRoute,
  projectInspectionRoute,
  type InspectionViewParts,
} from '@/features/inspections/routes';
import { ProjectCrumb } from '@/features/projects/components/project-crumb';
import { showProjectRoute } from '@/features/projects/routes';
import { InspectionPartnersPanel } from '@/features/network/components/partners-panel';
import { ObjectsTab } from '@/features/remarks/components/objects-tab';
import { FieldWorkPanel } from '@/features/remarks/components/field-work-panel';
import { assignmentCopy } from '@/app/offline/assignment-copy';
import { useFieldChangeName } from '@/features/inspections/field-change-name';
import { InspectionSentMail } from '@/features/email/routes';
import { createElement, Fragment } from 'react';
import { AssignmentPriceTab, AssignmentPriceTotal } from '@/features/prices/routes';
import { InvoiceBulkAction, InvoicePanel } from '@/features/accounting/routes';
import { InsuranceRequestSection } from '@/features/insurance/routes';

/*
 * The inspection view's parts from other features are composed here, so that features never import
 * each other: the remarks feature's objects and remarks tab is passed as `objectsTab`, a component
 * taking `{ inspectionId, typeId, onObjectCountChange? }`, the network's "Dela" as `sharePanel`, and
 * the e-mail feature's sent mail as `emailTab`, the prices feature's price tab and total
 * as `priceTab` and `priceTotal`; the accounting feature's invoice below the price, and its bulk
 * "Fakturera" on the list; the insurance feature's hidden-defect insurance request in the header;
 * the remarks feature's field-work panel (waiting changes, the offline copy) below it.
 */
function PriceAndInvoiceTab({ inspectionId }: { inspectionId: string }) {
  return createElement(
    Fragment,
    null,
    createElement(AssignmentPriceTab, { inspectionId }),
    createElement(InvoicePanel, { inspectionId }),
  );
}

/**
 * The remarks feature's field-work panel, with the assignment's offline copy of both features, naming
 * the inspections feature's own changes (status, attributes) when the server refuses them.
 */
function FieldWork({ inspectionId, title }: { inspectionId: string; title: string }) {
  return createElement(FieldWorkPanel, {
    inspectionId,
    title,
    copySource: assignmentCopy,
    describeChange: useFieldChangeName(),
  });
}

const inspectionViewParts: InspectionViewParts = {
  objectsTab: ObjectsTab,
  sharePanel: InspectionPartnersPanel,
  emailTab: InspectionSentMail,
  priceTab: PriceAndInvoiceTab,
  priceTotal: AssignmentPriceTotal,
  insuranceSection: InsuranceRequestSection,
  fieldWork: FieldWork,
};

/** The "inspection" chunk: inspections (uppdrag) and projects. */
export const inspectionGroup = {
  inspectionList: inspectionListRoute({ bulkAction: InvoiceBulkAction }),
  inspectionCreate: inspectionCreateRoute,
  inspectionView: inspectionViewRoute(inspectionViewParts),
  projectInspection: projectInspectionRoute(inspectionViewParts),
  inspectionCrumb: InspectionCrumb,
  showProject: showProjectRoute,
  projectCrumb: ProjectCrumb,
};
