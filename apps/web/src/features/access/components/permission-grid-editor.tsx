import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useAccessTexts } from '@/features/access/texts';
import {
  GRID_COLUMNS,
  GRID_ROWS,
  readGrid,
  toggleGrid,
  writeGrid,
  type PermissionAction,
} from '@/features/access/permission-grid';
import { PatternChip } from './pattern-chip';

/**
 * The patterns as a table of checkboxes: a row per feature, a column each for reading, changing
 * and deleting. Ticking rewrites the patterns (`writeGrid`); patterns the boxes cannot say are
 * listed under the table and kept, and the boxes they grant are ticked and locked.
 */
export function PermissionGridEditor({
  patterns,
  onChange,
  testId,
}: {
  patterns: readonly string[];
  onChange(patterns: string[]): void;
  testId: string;
}) {
  const { t } = useAccessTexts();
  const grid = readGrid(patterns);
  const headerId = `${testId}-grid-title`;

  return (
    <Box>
      <Typography id={headerId} variant="subtitle2" component="h3">
        {t('grid.title')}
      </Typography>
      <Table size="small" aria-labelledby={headerId} data-testid={`${testId}-grid`}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ pl: 0 }}>{t('grid.feature')}</TableCell>
            {GRID_COLUMNS.map((column) => (
              <TableCell key={column} align="center" sx={{ px: 0, width: { xs: '3.25rem', sm: '4.5rem' } }}>
                {t(`grid.columns.${column}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {GRID_ROWS.map((row) => (
            <TableRow key={row.feature}>
              <TableCell component="th" scope="row" sx={{ pl: 0 }}>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {t(`grid.features.${row.feature}`)}
                </Typography>
                <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                  {t(`grid.featureHelp.${row.feature}`)}
                </Typography>
              </TableCell>
              {GRID_COLUMNS.map((column) => {
                const permission = row.cells[column];
                if (!permission) return <TableCell key={column} />;
                const locked = grid.lockedOn.has(permission);
                const action = permission.split('.')[1] as PermissionAction;
                return (
                  <TableCell key={column} align="center" sx={{ px: 0 }}>
                    <Checkbox
                      checked={grid.granted.has(permission)}
                      disabled={locked}
                      title={locked ? t('grid.locked') : undefined}
                      onChange={(event) =>
                        onChange(
                          writeGrid(patterns, toggleGrid(grid.granted, permission, event.target.checked)),
                        )
                      }
                      slotProps={{
                        input: {
                          'aria-label': t('grid.box', {
                            feature: t(`grid.features.${row.feature}`),
                            action: t(`grid.actions.${action}`),
                          }),
                        },
                      }}
                    />
                  </TableCell>
                );
              })}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {grid.kept.length > 0 && (
        <Box sx={{ mt: 1.5 }} data-testid={`${testId}-kept`}>
          <Typography variant="body2" sx={{ color: 'text.secondary', mb: 0.5 }}>
            {t('grid.kept')}
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
            {grid.kept.map((pattern) => (
              <PatternChip key={pattern} pattern={pattern} />
            ))}
          </Box>
        </Box>
      )}
    </Box>
  );
}
