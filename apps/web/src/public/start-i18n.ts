import { initI18n } from '@/lib/i18n/i18n';

// Imported first by the entry: the pages' texts register their namespace as their modules load,
// which needs i18next started.
initI18n();
