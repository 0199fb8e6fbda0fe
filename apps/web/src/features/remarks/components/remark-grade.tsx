import { useId } from 'react';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { RemarkGrade } from '@syna/contracts/lookups';
import { useRemarksTexts } from '@/features/remarks/texts';

/** The grade's colour as a dot before its name; none for a grade without colour. */
function gradeDot(color: string | null) {
  if (!color) return undefined;
  return (
    <Box
      component="span"
      aria-hidden
      sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: color, flexShrink: 0, ml: 0.75 }}
    />
  );
}

/** A remark's grade beside its heading: its name with its colour, outlined in red when serious. */
export function RemarkGradeChip({ grade }: { grade: RemarkGrade }) {
  return (
    <Chip
      size="small"
      variant="outlined"
      color={grade.serious ? 'error' : 'default'}
      icon={gradeDot(grade.color)}
      label={grade.name}
      data-testid="remark-grade"
    />
  );
}

interface RemarkGradePickerProps<Values extends FieldValues> {
  control: Control<Values, unknown, unknown>;
  name: FieldPath<Values>;
  /** The firm's scale, mildest first: archived grades only when the remark already has one. */
  grades: readonly RemarkGrade[];
}

/**
 * The grade of a remark as a row of choices, one tap each on a phone: "Ingen" and the firm's
 * grades, the chosen one filled.
 */
export function RemarkGradePicker<Values extends FieldValues>({
  control,
  name,
  grades,
}: RemarkGradePickerProps<Values>) {
  const { t } = useRemarksTexts();
  const labelId = useId();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => {
        const current = (field.value as string | null) ?? null;
        const offered = grades.filter((grade) => !grade.archived || grade.id === current);
        const choices = [{ id: null, name: t('fields.noGrade'), color: null }, ...offered];
        return (
          <Box role="radiogroup" aria-labelledby={labelId} data-testid="remark-grade-picker">
            <Typography id={labelId} variant="body2" sx={{ color: 'text.secondary', mb: 0.75 }}>
              {t('fields.grade')}
            </Typography>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
              {choices.map((choice) => {
                const chosen = choice.id === current;
                return (
                  <Chip
                    key={choice.id ?? 'none'}
                    role="radio"
                    aria-checked={chosen}
                    label={choice.name}
                    icon={gradeDot(choice.color)}
                    color={chosen ? 'primary' : 'default'}
                    variant={chosen ? 'filled' : 'outlined'}
                    onClick={() => field.onChange(choice.id)}
                    onBlur={field.onBlur}
                  />
                );
              })}
            </Box>
          </Box>
        );
      }}
    />
  );
}
