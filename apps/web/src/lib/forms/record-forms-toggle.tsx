import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import DynamicFormOutlinedIcon from '@mui/icons-material/DynamicFormOutlined';
import { useHasRecordForms, type ListedFormRecordRef } from './record-forms-api';
import { RecordFormsSection } from './record-forms-section';
import { useFormRendererTexts } from './renderer-texts';

/**
 * A record's input forms folded away inside a card of other things (an object, an estate): they
 * are fetched only when the user opens them, and nothing is offered when the record has none (one
 * answer for the whole list of cards says which have).
 */
export function RecordFormsToggle({
  record,
  name,
  canWrite,
  sx,
}: {
  record: ListedFormRecordRef;
  /** The record's name, for the button's label ("Visa formulär för Garage"). */
  name: string;
  canWrite: boolean;
  /** Room around it in the card (none is taken when the record has no forms). */
  sx?: SxProps<Theme>;
}) {
  const { t } = useFormRendererTexts();
  const [shown, setShown] = useState(false);
  const sectionId = useId();
  if (!useHasRecordForms(record)) return null;
  return (
    <Box sx={sx}>
      <Button
        size="small"
        startIcon={<DynamicFormOutlinedIcon />}
        aria-expanded={shown}
        aria-controls={sectionId}
        onClick={() => setShown((was) => !was)}
        data-testid="record-forms-toggle"
      >
        {t(shown ? 'hideForms' : 'showForms', { name })}
      </Button>
      {shown && (
        <Box id={sectionId} sx={{ mt: 1 }}>
          <RecordFormsSection record={record} canWrite={canWrite} headingLevel="h4" />
        </Box>
      )}
    </Box>
  );
}
