import { useTranslation } from 'react-i18next';
import Link from '@mui/material/Link';

export const MAIN_CONTENT_ID = 'main-content';

/** The first tab stop: jumps past the top bar to the page. */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <Link
      href={`#${MAIN_CONTENT_ID}`}
      sx={{
        position: 'absolute',
        left: 8,
        top: -48,
        zIndex: (theme) => theme.zIndex.tooltip,
        p: 1,
        bgcolor: 'background.paper',
        '&:focus': { top: 8 },
      }}
    >
      {t('shell.skipToContent')}
    </Link>
  );
}
