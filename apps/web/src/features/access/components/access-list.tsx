import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { grantedByFeature, readGrid } from '@/features/access/permission-grid';
import { useAccessTexts } from '@/features/access/texts';
import { PatternChip } from './pattern-chip';

/**
 * One role, group or member in its list: its name with a note, what its patterns grant in words
 * (a feature and its actions), the patterns the words cannot say as they are, a detail, its actions.
 */
export function AccessRow({
  name,
  note,
  description,
  patterns,
  detail,
  none,
  actions,
  testId,
}: {
  name: string;
  note?: string;
  /** What the holder is for, in one line (a built-in role's). */
  description?: string;
  patterns: readonly string[];
  /** What the row is held by or holds: its member count, or a member's roles. */
  detail: string;
  /** What an empty list of patterns says; "Inga behörigheter" by default. */
  none?: string;
  actions: ReactNode;
  testId: string;
}) {
  const { t } = useAccessTexts();
  return (
    <Box
      component="li"
      data-testid={testId}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 1,
        py: 1.5,
        borderTop: 1,
        borderColor: 'divider',
        '&:first-of-type': { borderTop: 0 },
      }}
    >
      <Box sx={{ flex: '1 1 16rem', minWidth: 0 }}>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {name}
          {note && (
            <Typography component="span" variant="body2" sx={{ color: 'text.secondary', ml: 1 }}>
              {note}
            </Typography>
          )}
        </Typography>
        {description && <Typography variant="body2">{description}</Typography>}
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {detail}
        </Typography>
      </Box>
      <Stack direction="row" spacing={0.5} useFlexGap sx={{ flex: '2 1 16rem', flexWrap: 'wrap' }}>
        {patterns.length === 0 ? (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {none ?? t('noPermissions')}
          </Typography>
        ) : (
          <PatternSummary patterns={patterns} />
        )}
      </Stack>
      <Box sx={{ display: 'flex', gap: 0.5 }}>{actions}</Box>
    </Box>
  );
}

function PatternSummary({ patterns }: { patterns: readonly string[] }) {
  const { t } = useAccessTexts();
  const grid = readGrid(patterns);
  return (
    <>
      {grantedByFeature(grid).map(({ feature, actions }) => (
        <Chip
          key={feature}
          size="small"
          variant="outlined"
          label={t('grid.summary', {
            feature: t(`grid.features.${feature}`),
            actions: actions.map((action) => t(`grid.actions.${action}`)).join(', '),
          })}
        />
      ))}
      {grid.kept.map((pattern) => (
        <PatternChip key={pattern} pattern={pattern} />
      ))}
    </>
  );
}

/** The heading of a section with its add button. */
export function SectionHeader({ id, title, action }: { id: string; title: string; action: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 1 }}>
      <Typography id={id} variant="h2">
        {title}
      </Typography>
      {action}
    </Box>
  );
}

/** "3 medlemmar" / "1 member". */
export function useMemberCount(): (count: number) => string {
  const { t } = useAccessTexts();
  return (count) => t(count === 1 ? 'memberCount_one' : 'memberCount_other', { count });
}
