import { showSnackbar } from '@/lib/snackbar/snackbar';
import type { FieldChangeResult } from './api';

/**
 * Tells how a field change went: `saved` when the server has it, `kept` (in blue, not the green of
 * done) when it waits on the device for a network.
 */
export function showFieldChange({ kept }: FieldChangeResult, texts: { saved: string; kept: string }): void {
  showSnackbar(kept ? { subject: texts.kept, color: 'info' } : { subject: texts.saved });
}
