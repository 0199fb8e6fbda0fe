import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';

/** "Lägg till …" under a list the user builds (fields, objects, remarks), disabled at its limit. */
export function AddItemButton({
  label,
  onAdd,
  atLimit,
  testId,
  variant = 'outlined',
}: {
  label: string;
  onAdd(): void;
  atLimit: boolean;
  testId: string;
  variant?: 'outlined' | 'text';
}) {
  return (
    <Box>
      <Button
        variant={variant}
        startIcon={<AddIcon />}
        onClick={onAdd}
        disabled={atLimit}
        data-testid={testId}
      >
        {label}
      </Button>
    </Box>
  );
}
