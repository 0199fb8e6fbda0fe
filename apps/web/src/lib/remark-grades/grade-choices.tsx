import { useId } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { RemarkGrade } from '@syna/contracts/lookups';
import { useLookupLabel } from '@/lib/i18n/lookup-label';

/** The grade's colour as a dot before its name; none for a grade without colour. */
export function gradeDot(color: string | null) {
  if (!color) return undefined;
  return (
    <Box
      component="span"
      aria-hidden
      sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: color, flexShrink: 0, ml: 0.75 }}
    />
  );
}

interface GradeChoicesProps {
  /** The chosen grade's id, or null for none. */
  value: string | null;
  onChange(gradeId: string | null): void;
  onBlur?(): void;
  /** The firm's scale, mildest first: archived grades are offered only when already chosen. */
  grades: readonly RemarkGrade[];
  label: string;
  noneLabel: string;
}

/**
 * A remark's grade as a row of choices, one tap each on a phone: "Ingen" and the firm's grades,
 * the chosen one filled. A radio group: each choice is a button in the tab order.
 */
export function GradeChoices({ value, onChange, onBlur, grades, label, noneLabel }: GradeChoicesProps) {
  const labelId = useId();
  const lookupName = useLookupLabel();
  const offered = grades.filter((grade) => !grade.archived || grade.id === value);
  const choices = [{ id: null, name: noneLabel, color: null }, ...offered];
  return (
    <Box role="radiogroup" aria-labelledby={labelId} data-testid="remark-grade-picker">
      <Typography id={labelId} variant="body2" sx={{ color: 'text.secondary', mb: 0.75 }}>
        {label}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {choices.map((choice) => {
          const chosen = choice.id === value;
          return (
            <Chip
              key={choice.id ?? 'none'}
              role="radio"
              aria-checked={chosen}
              label={lookupName(choice)}
              icon={gradeDot(choice.color)}
              color={chosen ? 'primary' : 'default'}
              variant={chosen ? 'filled' : 'outlined'}
              onClick={() => onChange(choice.id)}
              onBlur={onBlur}
            />
          );
        })}
      </Box>
    </Box>
  );
}
