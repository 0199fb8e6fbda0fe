import { settingsRoute } from '@/features/settings/routes';

/** The "settings" chunk: the user's profile and settings. */
export const settingsGroup = { settings: settingsRoute };
