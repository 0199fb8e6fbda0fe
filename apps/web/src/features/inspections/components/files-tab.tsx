import { inspectionEndpoints } from '@syna/contracts/endpoints/inspections';
import { AttachedFilesSection } from '@/lib/files/attached-files-section';
import { inspectionKeys } from '@/features/inspections/api';
import { useInspectionTexts } from '@/features/inspections/texts';

/** The assignment's files: its reports will be stored here, and e-mails attach files from here. */
export function FilesTab({ inspectionId, canWrite }: { inspectionId: string; canWrite: boolean }) {
  const { t } = useInspectionTexts();
  return (
    <AttachedFilesSection
      record={{
        endpoints: inspectionEndpoints,
        id: inspectionId,
        queryKey: (tenantId) => [...inspectionKeys.detail(tenantId, inspectionId), 'files'],
      }}
      canWrite={canWrite}
      emptyBody={t('view.filesEmpty')}
      deleteBody={t('view.fileDeleteBody')}
      testIdPrefix="inspection"
    />
  );
}
