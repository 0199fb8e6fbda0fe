import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import Chip from '@mui/material/Chip';
import type { RemarkGrade } from '@syna/contracts/lookups';
import { useLookupLabel } from '@/lib/i18n/lookup-label';
import { GradeChoices, gradeDot } from '@/lib/remark-grades/grade-choices';
import { useRemarksTexts } from '@/features/remarks/texts';

/** A remark's grade beside its heading: its name with its colour, outlined in red when serious. */
export function RemarkGradeChip({ grade }: { grade: RemarkGrade }) {
  const label = useLookupLabel();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={grade.serious ? 'error' : 'default'}
      icon={gradeDot(grade.color)}
      label={label(grade)}
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

/** The grade of a remark in a react-hook-form form: the firm's grades as choices (`GradeChoices`). */
export function RemarkGradePicker<Values extends FieldValues>({
  control,
  name,
  grades,
}: RemarkGradePickerProps<Values>) {
  const { t } = useRemarksTexts();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <GradeChoices
          value={(field.value as string | null) ?? null}
          onChange={field.onChange}
          onBlur={field.onBlur}
          grades={grades}
          label={t('fields.grade')}
          noneLabel={t('fields.noGrade')}
        />
      )}
    />
  );
}
