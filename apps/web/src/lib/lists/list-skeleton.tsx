import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';

/** Rows (or cards) to come, while the first page loads. */
export function ListSkeleton({
  label,
  rows = 5,
  cards = false,
}: {
  label: string;
  rows?: number;
  cards?: boolean;
}) {
  return (
    <Stack spacing={cards ? 1.5 : 0.5} role="status" aria-label={label} sx={{ p: cards ? 0 : 2 }}>
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} variant="rounded" height={cards ? 112 : 40} />
      ))}
    </Stack>
  );
}
