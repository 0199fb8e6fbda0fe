import Typography from '@mui/material/Typography';
import { usePublicTexts } from '@/public/texts';
import { PublicLayout } from './public-layout';

/** Says the page is not there: an unknown firm, a calendar the firm keeps closed, a wrong address. */
export function NotFoundMessage() {
  const { t } = usePublicTexts();
  return (
    <section aria-labelledby="not-found-title" data-testid="public-not-found">
      <Typography id="not-found-title" variant="h1" sx={{ mb: 2 }}>
        {t('notFound.title')}
      </Typography>
      <Typography>{t('notFound.body')}</Typography>
    </section>
  );
}

/** A page that does not exist, without any firm's header. */
export function NotFoundPage() {
  const { t } = usePublicTexts();
  return (
    <PublicLayout firm={null} title={t('notFound.title')}>
      <NotFoundMessage />
    </PublicLayout>
  );
}
