import AssignmentOutlinedIcon from '@mui/icons-material/AssignmentOutlined';
import { useLookupLabel } from '@/lib/i18n/lookup-label';
import { ArchivableListPage } from '@/lib/lists/archivable-list-page';
import { appPaths } from '@/lib/navigation/app-paths';
import { useTenantId } from '@/lib/session/use-tenant-id';
import { useBlueprints } from '@/features/blueprints/api';
import { useBlueprintTexts } from '@/features/blueprints/texts';
import { useArchiveBlueprint } from '@/features/blueprints/use-archive-blueprint';
import { ArchiveBlueprintDialog, DeleteBlueprintDialog } from './blueprint-record-actions';

/** `/:tenant/admin/inspection-template`: the firm's inspection blueprints (administrators only). */
export function BlueprintListPage() {
  const { t, language } = useBlueprintTexts();
  const lookupName = useLookupLabel();
  const tenantId = useTenantId();
  const list = useBlueprints();
  const archive = useArchiveBlueprint();
  return (
    <ArchivableListPage
      kind="blueprint"
      listId="blueprints"
      list={list}
      t={t}
      language={language}
      emptyIcon={AssignmentOutlinedIcon}
      hrefOf={(id) => appPaths.adminPage(tenantId, 'inspectionTemplate', id)}
      detailOf={(blueprint) =>
        [
          lookupName({ name: blueprint.typeName, nameEn: blueprint.typeNameEn }),
          t('objectCount', { count: blueprint.objectCount }),
        ].join(' · ')
      }
      onUnarchive={(blueprint) => void archive.setArchived(blueprint, false)}
      archiveDialog={(blueprint, onClose) => (
        <ArchiveBlueprintDialog blueprint={blueprint} onClose={onClose} />
      )}
      deleteDialog={(blueprint, onClose) => <DeleteBlueprintDialog blueprint={blueprint} onClose={onClose} />}
    />
  );
}
