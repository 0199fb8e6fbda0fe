import { useTranslation } from 'react-i18next';
import { showSnackbar } from '@/lib/snackbar/snackbar';
import type { SnackbarMessage } from '@/lib/snackbar/snackbar-options';
import { useOffline } from './offline-holder';
import { unsentRecords } from './outbox-order';

/**
 * Confirms a save in a snackbar. A change the outbox kept (no network, or changes before it still
 * waiting) is not on the server yet: its confirmation says so rather than claim the save is done.
 * `recordId` names the record the change writes (null: a change the outbox does not take).
 */
export function useConfirmSave(): (recordId: string | null, message: SnackbarMessage) => void {
  const runner = useOffline()?.runner;
  const { t } = useTranslation();
  return (recordId, message) => {
    const kept = runner && recordId !== null ? unsentRecords(runner.current().changes).has(recordId) : false;
    showSnackbar(kept ? { ...message, body: t('message.keptOnDevice'), color: 'info' } : message);
  };
}
