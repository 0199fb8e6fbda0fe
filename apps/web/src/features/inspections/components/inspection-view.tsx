import { useRef, type ComponentType } from 'react';
import { useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import ChecklistIcon from '@mui/icons-material/Checklist';
import type { Inspection, InspectionMetadata } from '@syna/contracts/inspections';
import { hasPermission } from '@syna/contracts/roles';
import { useInitialData } from '@/lib/session/session-queries';
import { useTenantId } from '@/lib/session/use-tenant-id';
import { DetailPageFrame } from '@/lib/ui/detail-page-frame';
import { appPaths } from '@/lib/navigation/app-paths';
import { useInspection, useInspectionMetadata } from '@/features/inspections/api';
import { useInspectionTexts } from '@/features/inspections/texts';
import { RecordFormsSection } from '@/lib/forms/record-forms-section';
import { AttributesTab } from './attributes-tab';
import { ContactsTab } from './contacts-tab';
import { DetailsTab } from './details-tab';
import { InspectionHeader } from './inspection-header';
import { FilesTab } from './files-tab';
import { RelatedTab } from './related-tab';

/** What a tab contributed by another feature receives (the objects and remarks tab). */
export interface InspectionTabProps {
  inspectionId: string;
  /** The inspection's type (template remarks are offered by type). */
  typeId: string | null;
  /** Tells the view that objects were added or removed, so the tab's count is fetched again. */
  onObjectCountChange?(): void;
}

const TAB_IDS = [
  'details',
  'contacts',
  'objects',
  'forms',
  'attributes',
  'related',
  'files',
  'email',
  'price',
] as const;
type TabId = (typeof TAB_IDS)[number];

/** A part of the header another feature adds, given the assignment as the header has it. */
export type InsuranceSectionSlot = ComponentType<{
  inspection: Inspection;
  metadata: InspectionMetadata | undefined;
  canWrite: boolean;
}>;

/** What the app composes into the inspection view: tabs and panels built by other features. */
export interface InspectionViewParts {
  /** The objects and remarks tab, composed in by the app; without it the tab is not shown. */
  objectsTab?: ComponentType<InspectionTabProps>;
  /** Sharing with the firm's partners ("Dela"), composed in by the app below the details. */
  sharePanel?: ComponentType<{ id: string }>;
  /** The e-mail tab, composed in by the app; without it the tab is not shown. */
  emailTab?: ComponentType<{ inspectionId: string }>;
  /** The price tab (rows, totals), composed in by the app; without it the tab is not shown. */
  priceTab?: ComponentType<{ inspectionId: string }>;
  /** The assignment's total to pay, shown in the header; composed in with the price tab. */
  priceTotal?: ComponentType<{ inspectionId: string }>;
  /** The hidden-defect insurance request, composed in by the app into the header. */
  insuranceSection?: InsuranceSectionSlot;
  /** Field work offline: the changes waiting to be sent and the offline copy, below the header. */
  fieldWork?: ComponentType<{ inspectionId: string; title: string }>;
}

interface InspectionViewProps extends InspectionViewParts {
  inspectionId: string;
  /** Where to go after deleting: the list, or the project the inspection was opened in. */
  afterDeletePath: string;
  /** Shown inside its project: a move or a take-out takes the page along. */
  inProject: boolean;
}

/** One inspection: header with status, tags and delete, and its parts in tabs kept in the URL. */
export function InspectionView({
  inspectionId,
  objectsTab: ObjectsTab,
  sharePanel: SharePanel,
  emailTab: EmailTab,
  priceTab: PriceTab,
  priceTotal: PriceTotal,
  insuranceSection: InsuranceSection,
  fieldWork: FieldWork,
  afterDeletePath,
  inProject,
}: InspectionViewProps) {
  const tenantId = useTenantId();
  const { t } = useInspectionTexts();
  const session = useInitialData();
  const canWrite = hasPermission(session.permissions, 'inspections.write');
  const canDelete = hasPermission(session.permissions, 'inspections.delete');
  const inspection = useInspection(inspectionId);
  const metadata = useInspectionMetadata();
  const [params, setParams] = useSearchParams();
  const tabBar = useRef<HTMLDivElement>(null);
  // The e-mail tab lists what was sent: for members who may read the firm's e-mail, where it is on.
  const readsEmail = session.features.includes('email') && hasPermission(session.permissions, 'email.read');
  const composed: Partial<Record<TabId, unknown>> = {
    objects: ObjectsTab,
    email: readsEmail && EmailTab,
    price: PriceTab,
  };
  const tabs = TAB_IDS.filter((id) => !(id in composed) || composed[id]);
  const requested = params.get('tab') as TabId | null;
  const tab: TabId = requested && tabs.includes(requested) ? requested : 'details';
  const listPath = appPaths.inspections(tenantId);

  return (
    <DetailPageFrame
      query={inspection}
      skeleton={[96, 48, 240]}
      notFound={{
        title: t('view.notFoundTitle'),
        body: t('view.notFoundBody'),
        testId: 'inspection-not-found',
        backTo: listPath,
        backLabel: t('actions.backToList'),
      }}
      errorTitle={t('view.errorTitle')}
    >
      {(data) => {
        const counts: Partial<Record<TabId, number>> = {
          contacts: data.contacts.length,
          objects: data.objects,
          attributes: Object.keys(data.attributes).length,
          related: data.linked.length,
        };
        const label = (id: TabId) => (counts[id] ? `${t(`view.${id}`)} (${counts[id]})` : t(`view.${id}`));
        const showTab = (next: TabId) =>
          setParams(
            (current) => {
              const updated = new URLSearchParams(current);
              if (next === 'details') updated.delete('tab');
              else updated.set('tab', next);
              return updated;
            },
            { replace: true },
          );

        return (
          <Stack spacing={2} data-testid="inspection-view">
            <InspectionHeader
              inspection={data}
              metadata={metadata.data}
              canWrite={canWrite}
              canDelete={canDelete}
              afterDeletePath={afterDeletePath}
              inProject={inProject}
              total={PriceTotal && <PriceTotal inspectionId={data.id} />}
              insurance={
                InsuranceSection && (
                  <InsuranceSection inspection={data} metadata={metadata.data} canWrite={canWrite} />
                )
              }
              shortcut={
                ObjectsTab &&
                tab !== 'objects' && (
                  // On a phone the tabs scroll sideways, and the objects are what an inspector opens
                  // most: one tap away, under the title.
                  <Button
                    variant="contained"
                    size="large"
                    startIcon={<ChecklistIcon aria-hidden />}
                    onClick={() => {
                      showTab('objects');
                      // The header is long on a phone: bring the objects up to the top.
                      requestAnimationFrame(() => tabBar.current?.scrollIntoView({ block: 'start' }));
                    }}
                    data-testid="inspection-open-objects"
                    sx={{ display: { xs: 'flex', sm: 'none' }, minHeight: 48 }}
                  >
                    {label('objects')}
                  </Button>
                )
              }
            />
            {FieldWork && <FieldWork inspectionId={data.id} title={data.number} />}
            <Box
              ref={tabBar}
              // Clear of the app bar when scrolled to.
              sx={{ borderBottom: 1, borderColor: 'divider', scrollMarginTop: 72 }}
            >
              <Tabs
                value={tab}
                onChange={(_event, next: TabId) => showTab(next)}
                variant="scrollable"
                scrollButtons="auto"
                allowScrollButtonsMobile
                aria-label={t('view.tabs')}
              >
                {tabs.map((id) => (
                  <Tab
                    key={id}
                    value={id}
                    label={label(id)}
                    id={`inspection-tab-${id}`}
                    aria-controls={`inspection-tabpanel-${id}`}
                    data-testid={`inspection-tab-${id}`}
                  />
                ))}
              </Tabs>
            </Box>
            <Box role="tabpanel" id={`inspection-tabpanel-${tab}`} aria-labelledby={`inspection-tab-${tab}`}>
              {tab === 'details' && (
                <Stack spacing={2}>
                  <DetailsTab inspection={data} metadata={metadata.data} canWrite={canWrite} />
                  {SharePanel && <SharePanel id={data.id} />}
                </Stack>
              )}
              {tab === 'contacts' && (
                <ContactsTab inspection={data} metadata={metadata.data} canWrite={canWrite} />
              )}
              {tab === 'objects' && ObjectsTab && (
                <ObjectsTab
                  inspectionId={data.id}
                  typeId={data.type?.id ?? null}
                  onObjectCountChange={() => void inspection.refetch()}
                />
              )}
              {tab === 'forms' && (
                <RecordFormsSection record={{ kind: 'inspection', id: data.id }} canWrite={canWrite} />
              )}
              {tab === 'attributes' && <AttributesTab inspection={data} canWrite={canWrite} />}
              {tab === 'related' && <RelatedTab inspectionId={data.id} canWrite={canWrite} />}
              {tab === 'files' && <FilesTab inspectionId={data.id} canWrite={canWrite} />}
              {tab === 'email' && EmailTab && <EmailTab inspectionId={data.id} />}
              {tab === 'price' && PriceTab && <PriceTab inspectionId={data.id} />}
            </Box>
          </Stack>
        );
      }}
    </DetailPageFrame>
  );
}
