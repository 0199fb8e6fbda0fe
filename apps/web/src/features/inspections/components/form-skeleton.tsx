import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';

/** The inspection form's shape while its choices load. */
export function FormSkeleton({ label }: { label: string }) {
  return (
    <Box
      role="status"
      aria-label={label}
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}
    >
      {[0, 1, 2, 3].map((section) => (
        <Paper key={section} variant="outlined" sx={{ p: 2.5 }}>
          <Skeleton width="40%" height={28} />
          <Stack spacing={2} sx={{ mt: 2 }}>
            <Skeleton variant="rounded" height={56} />
            <Skeleton variant="rounded" height={56} />
          </Stack>
        </Paper>
      ))}
    </Box>
  );
}
