import Stack from '@mui/material/Stack';
import { inspectionEndpoints } from '@syna/contracts/endpoints/inspections';
import { AttachedFilesSection } from '@/lib/files/attached-files-section';
import { inspectionKeys } from '@/features/inspections/query-keys';
import { useInspectionTexts } from '@/features/inspections/texts';
import { ReportsSection } from './reports-section';

/** The assignment's reports and files: reports are stored among the files, and e-mails attach files from here. */
export function FilesTab({ inspectionId, canWrite }: { inspectionId: string; canWrite: boolean }) {
  const { t } = useInspectionTexts();
  return (
    <Stack spacing={2}>
      <ReportsSection inspectionId={inspectionId} canWrite={canWrite} />
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
    </Stack>
  );
}
