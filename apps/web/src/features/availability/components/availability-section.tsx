import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { useInitialData } from '@/lib/session/session-queries';
import { FormSection } from '@/lib/ui/form-section';
import { LoadError } from '@/lib/ui/load-error';
import { useAvailability } from '@/features/availability/api';
import { useAvailabilityTexts } from '@/features/availability/texts';
import { AbsenceList } from './absence-list';
import { WeekHoursForm } from './week-hours-form';

/**
 * "Tillgänglighet": a member's week of working hours and their absences, which the public
 * booking calendar books against. `name` is the member's on their page in the users'
 * administration; without it the section is the caller's own.
 */
export function AvailabilitySection({ userId, name }: { userId: string; name?: string }) {
  const { t } = useAvailabilityTexts();
  const availability = useAvailability(userId);
  return (
    <FormSection title={t('title')} hint={name ? t('introMember', { name }) : t('introOwn')}>
      <div data-testid="availability-section">
        {availability.isPending ? (
          <Typography sx={{ color: 'text.secondary' }}>{t('loading')}</Typography>
        ) : availability.isError ? (
          <LoadError title={t('loadError')} onRetry={() => void availability.refetch()} />
        ) : (
          <>
            <WeekHoursForm availability={availability.data} />
            <Divider sx={{ my: 3 }} />
            <AbsenceList userId={userId} absences={availability.data.absences} />
          </>
        )}
      </div>
    </FormSection>
  );
}

/** The caller's own availability, a panel of their settings page. */
export function OwnAvailabilityPanel() {
  const { user } = useInitialData();
  return <AvailabilitySection userId={user.id} />;
}
