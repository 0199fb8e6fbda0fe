import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import HomeWorkOutlinedIcon from '@mui/icons-material/HomeWorkOutlined';
import { hasPermission } from '@syna/contracts/roles';
import { useInitialData } from '@/lib/session/session-queries';
import { EmptyState } from '@/lib/ui/empty-state';
import { LoadError } from '@/lib/ui/load-error';
import { useInspectionObjects } from '@/features/remarks/api';
import type { TabDialog } from '@/features/remarks/tab-dialog';
import { useRemarksTexts } from '@/features/remarks/texts';
import { ObjectCard } from './object-card';
import { TabDialogs } from './tab-dialogs';

export interface ObjectsTabProps {
  inspectionId: string;
  /** The inspection's type, whose template remarks are offered beside the saved ones. */
  typeId: string | null;
  /** Called when objects were added or removed, so that the view can update its tab count. */
  onObjectCountChange?(): void;
}

/** "Objekt och anmärkningar": the inspection's objects, their remarks and photos. */
export function ObjectsTab({ inspectionId, typeId, onObjectCountChange }: ObjectsTabProps) {
  const { t } = useRemarksTexts();
  const common = useTranslation();
  const canWrite = hasPermission(useInitialData().permissions, 'inspections.write');
  const objects = useInspectionObjects(inspectionId);
  const [dialog, setDialog] = useState<TabDialog | null>(null);

  if (objects.isPending) {
    return (
      <Stack spacing={2} role="status" aria-label={common.t('common.loading')} data-testid="objects-loading">
        <Skeleton width={220} height={40} />
        <Skeleton variant="rounded" height={160} />
        <Skeleton variant="rounded" height={160} />
      </Stack>
    );
  }
  if (objects.isError) {
    return (
      <LoadError
        title={t('objects.loadError')}
        detail={objects.error.message}
        onRetry={() => void objects.refetch()}
      />
    );
  }

  const items = objects.data;
  const addButton = (variant: 'contained' | 'outlined') => (
    <Button
      variant={variant}
      startIcon={<AddIcon />}
      onClick={() => setDialog({ kind: 'object-form', object: null })}
      data-testid="add-object"
    >
      {t('objects.add')}
    </Button>
  );

  return (
    <Stack spacing={2} data-testid="inspection-objects">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="h2" sx={{ flexGrow: 1 }}>
          {t('objects.title')}
        </Typography>
        {canWrite && items.length > 0 && addButton('outlined')}
      </Box>
      {items.length === 0 ? (
        <Paper variant="outlined">
          <EmptyState
            icon={HomeWorkOutlinedIcon}
            title={t('objects.emptyTitle')}
            body={canWrite ? t('objects.emptyBody') : t('objects.emptyReadOnly')}
            testId="objects-empty"
          >
            {canWrite && addButton('contained')}
          </EmptyState>
        </Paper>
      ) : (
        <Stack
          spacing={2}
          component="ol"
          sx={{ listStyle: 'none', p: 0, m: 0 }}
          aria-label={t('objects.title')}
        >
          {items.map((object, index) => (
            <ObjectCard
              key={object.id}
              inspectionId={inspectionId}
              object={object}
              index={index}
              count={items.length}
              canWrite={canWrite}
              onOpen={setDialog}
              onObjectCountChange={onObjectCountChange}
            />
          ))}
        </Stack>
      )}
      {dialog && (
        <TabDialogs
          inspectionId={inspectionId}
          typeId={typeId}
          objects={items}
          dialog={dialog}
          onOpen={setDialog}
          onClose={() => setDialog(null)}
          onObjectCountChange={onObjectCountChange}
        />
      )}
    </Stack>
  );
}
