import { OwnAvailabilityPanel } from '@/features/availability/components/availability-section';
import { settingsRouteWith } from '@/features/settings/routes';

/** The "settings" chunk: the user's profile and settings, and their working hours and absences. */
export const settingsGroup = { settings: settingsRouteWith([OwnAvailabilityPanel]) };
