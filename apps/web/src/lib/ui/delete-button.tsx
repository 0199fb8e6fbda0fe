import Button from '@mui/material/Button';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';

/** The button that asks to delete the item of a page (it opens the confirmation). */
export function DeleteButton({ label, onClick }: { label: string; onClick(): void }) {
  return (
    <Button color="error" variant="outlined" startIcon={<DeleteOutlineIcon />} onClick={onClick}>
      {label}
    </Button>
  );
}
