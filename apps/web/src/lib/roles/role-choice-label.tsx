import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useRoleDescription, useRoleLabel } from './role-label';

/**
 * A role as a choice beside its checkbox: its label and, for a built-in role, what it is for. The
 * label alone names it (no two roles share one), so no code like "(viewer)" is shown.
 */
export function RoleChoiceLabel({ name }: { name: string }) {
  const label = useRoleLabel();
  const description = useRoleDescription()(name);
  return (
    <Box component="span" sx={{ display: 'block', py: 0.5 }}>
      <Box component="span" sx={{ display: 'block' }} data-testid="role-choice-name">
        {label(name)}
      </Box>
      {description && (
        <Typography component="span" variant="body2" sx={{ display: 'block', color: 'text.secondary' }}>
          {description}
        </Typography>
      )}
    </Box>
  );
}

/** The FormControlLabel's layout for a two-line role choice: the checkbox beside the label's first line. */
export const roleChoiceSx = { alignItems: 'flex-start', '& .MuiCheckbox-root': { pt: 0.5 } } as const;
