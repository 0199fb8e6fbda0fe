import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import type { SvgIconComponent } from '@mui/icons-material';
import type { UseQueryResult } from '@tanstack/react-query';
import { isHttpError } from '@/lib/http/http-error';
import { EmptyState } from './empty-state';
import { LoadError } from './load-error';

/** What a detail page says when its item is not there, and where it sends the user back to. */
export interface NotFound {
  title: string;
  body: string;
  testId: string;
  backTo: string;
  backLabel: string;
  icon?: SvgIconComponent;
}

interface DetailPageFrameProps<Data> {
  query: UseQueryResult<Data>;
  /** The heights of the blocks the loading page shows, below a heading's line unless `heading` is false. */
  skeleton: readonly number[];
  heading?: boolean;
  /** None where the item is always there (the organisation's settings): every failure is a failure. */
  notFound?: NotFound;
  /** What failed, above the failure's own description and a retry. */
  errorTitle: string;
  children(data: Data): ReactNode;
}

/** A refusal that means the item is not there (gone, or never was: a malformed id is refused as 400). */
const isMissing = (error: unknown) => isHttpError(error) && (error.status === 404 || error.status === 400);

/**
 * The page of one item: the shape of what is coming while it loads, a way back when it is not
 * there, the failure with a retry when it could not be loaded, else the page itself.
 */
export function DetailPageFrame<Data>({
  query,
  skeleton,
  heading = true,
  notFound,
  errorTitle,
  children,
}: DetailPageFrameProps<Data>) {
  const common = useTranslation();
  if (query.isPending) {
    return (
      <Stack spacing={2} role="status" aria-busy="true" aria-label={common.t('common.loading')}>
        {heading && <Skeleton variant="text" width="40%" height={48} />}
        {skeleton.map((height, index) => (
          <Skeleton key={index} variant="rounded" height={height} />
        ))}
      </Stack>
    );
  }
  // A refetch that got no answer (no network) keeps the page it has: the offline sign says why.
  if (query.isRefetchError && isHttpError(query.error) && query.error.status === null) {
    return children(query.data);
  }
  if (query.isError) {
    if (!notFound || !isMissing(query.error)) {
      return (
        <LoadError title={errorTitle} detail={query.error.message} onRetry={() => void query.refetch()} />
      );
    }
    return (
      <Paper variant="outlined">
        <EmptyState
          icon={notFound.icon ?? SearchOffIcon}
          title={notFound.title}
          body={notFound.body}
          testId={notFound.testId}
        >
          <Button component={RouterLink} to={notFound.backTo} variant="contained">
            {notFound.backLabel}
          </Button>
        </EmptyState>
      </Paper>
    );
  }
  return children(query.data);
}
