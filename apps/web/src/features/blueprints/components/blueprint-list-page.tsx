import { useState } from 'react';
import AssignmentOutlinedIcon from '@mui/icons-material/AssignmentOutlined';
import type { BlueprintSummary } from '@syna/contracts/blueprints';
import { ArchivableListStatus } from '@/lib/lists/archivable-list-status';
import { ArchivableListPage } from '@/lib/lists/archivable-list-page';
import { ArchivableRow, ArchivableRows } from '@/lib/lists/archivable-rows';
import { appPaths } from '@/lib/navigation/app-paths';
import { useTenantId } from '@/lib/session/use-tenant-id';
import { useBlueprints } from '@/features/blueprints/api';
import { useBlueprintTexts } from '@/features/blueprints/texts';
import { useArchiveBlueprint } from '@/features/blueprints/use-archive-blueprint';
import { ArchiveBlueprintDialog, DeleteBlueprintDialog } from './blueprint-record-actions';

/** `/:tenant/admin/inspection-template`: the firm's inspection blueprints (administrators only). */
export function BlueprintListPage() {
  const { t, language } = useBlueprintTexts();
  const tenantId = useTenantId();
  const list = useBlueprints();
  const archive = useArchiveBlueprint();
  const [showArchived, setShowArchived] = useState(false);
  const [asking, setAsking] = useState<{ blueprint: BlueprintSummary; action: 'archive' | 'delete' } | null>(
    null,
  );
  const all = list.data ?? [];
  const items = showArchived ? all : all.filter((blueprint) => !blueprint.archived);

  return (
    <ArchivableListPage
      title={t('title')}
      titleId="blueprints-title"
      intro={t('intro')}
      testId="blueprint-list-page"
      showArchived={showArchived}
      onShowArchivedChange={setShowArchived}
      showArchivedLabel={t('showArchived')}
      create={{
        href: appPaths.adminPage(tenantId, 'inspectionTemplate', 'new'),
        label: t('create'),
        testId: 'blueprint-create',
      }}
    >
      <ArchivableListStatus
        list={list}
        shown={items.length}
        loadError={t('loadError')}
        noneActive={t('noneActive')}
        empty={{
          icon: AssignmentOutlinedIcon,
          title: t('emptyTitle'),
          body: t('emptyBody'),
          testId: 'blueprint-empty',
        }}
      />
      <ArchivableRows
        items={items}
        listId="blueprints"
        labelledBy="blueprints-title"
        row={(blueprint) => {
          const name = (language === 'en' && blueprint.name.en) || blueprint.name.sv;
          return (
            <ArchivableRow
              key={blueprint.id}
              name={name}
              href={appPaths.adminPage(tenantId, 'inspectionTemplate', blueprint.id)}
              detail={[blueprint.typeName, t('objectCount', { count: blueprint.objectCount })].join(' · ')}
              chips={blueprint.archived ? [{ label: t('archived') }] : []}
              archived={blueprint.archived}
              labels={{
                actions: t('actionsFor', { name }),
                archive: t('editor.archive'),
                unarchive: t('editor.unarchive'),
                delete: t('editor.delete'),
              }}
              onArchive={(archived) =>
                archived
                  ? setAsking({ blueprint, action: 'archive' })
                  : void archive.setArchived(blueprint, false)
              }
              onDelete={() => setAsking({ blueprint, action: 'delete' })}
              testId="blueprint-row"
              dataId={blueprint.id}
            />
          );
        }}
      />
      {asking?.action === 'archive' && (
        <ArchiveBlueprintDialog blueprint={asking.blueprint} onClose={() => setAsking(null)} />
      )}
      {asking?.action === 'delete' && (
        <DeleteBlueprintDialog blueprint={asking.blueprint} onClose={() => setAsking(null)} />
      )}
    </ArchivableListPage>
  );
}
