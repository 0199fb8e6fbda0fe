import { useState, type FormEvent } from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import TextField from '@mui/material/TextField';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { localiseContractMessage } from '@/lib/forms/localised-messages';
import { isHttpError, type HttpError } from '@/lib/http/http-error';
import { showError, showSnackbar } from '@/lib/snackbar/snackbar';
import { FormDialog } from '@/lib/ui/form-dialog';
import { lineOfPattern, readPatternLines } from '@/features/access/pattern-lines';
import { useAccessTexts } from '@/features/access/texts';
import { PermissionGridEditor } from './permission-grid-editor';

interface NameAndPatternsDialogProps {
  title: string;
  name: string;
  patterns: readonly string[];
  /** Built-in roles keep their names: the field is shown, not editable, with this reason. */
  nameLockedReason?: string;
  /** Whether another holder already goes by the name (as the server would answer 409), said as typed. */
  nameTaken?(name: string): boolean;
  /** Saves both; a refusal (an HttpError) shows on the field it is about. */
  onSave(name: string, patterns: string[]): Promise<unknown>;
  savedMessage(name: string): string;
  onClose(): void;
  testId: string;
}

const PATTERN_ERROR = /^permissions\.(\d+)$/;

/**
 * A role's or group's name and permissions: checkboxes per feature, and under "Avancerat" the
 * patterns they write, one a line, where anything the boxes cannot say is kept and edited. Each
 * pattern is checked as it is typed with the contracts' pattern language (the same check the
 * server makes on save), so Save is offered only for patterns the server will take.
 */
export function NameAndPatternsDialog({
  title,
  name: initialName,
  patterns: initialPatterns,
  nameLockedReason,
  nameTaken,
  onSave,
  savedMessage,
  onClose,
  testId,
}: NameAndPatternsDialogProps) {
  const { t } = useAccessTexts();
  const [name, setName] = useState(initialName);
  const [text, setText] = useState(initialPatterns.join('\n'));
  const [busy, setBusy] = useState(false);
  const [nameError, setNameError] = useState<string | null>(null);
  const [serverPatternError, setServerPatternError] = useState<string | null>(null);
  const [advancedOpen, setAdvancedOpen] = useState(false);
  const { patterns, problem } = readPatternLines(text);
  const typedProblem =
    problem && t('patternLine', { line: problem.line, message: localiseContractMessage(problem.message) });
  const patternError = typedProblem ?? serverPatternError;
  const typedNameTaken = !nameLockedReason && name.trim() !== '' && nameTaken?.(name.trim());
  const shownNameError = nameError ?? (typedNameTaken ? t('roles.nameTaken') : null);

  function changePatterns(next: string) {
    setText(next);
    setServerPatternError(null);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!name.trim()) return setNameError(localiseContractMessage('validation.name') ?? null);
    if (problem || typedNameTaken) return;
    setBusy(true);
    try {
      await onSave(name.trim(), patterns);
      showSnackbar({ subject: savedMessage(name.trim()) });
      onClose();
    } catch (error) {
      if (!isHttpError(error)) throw error;
      showRefusal(error);
    } finally {
      setBusy(false);
    }
  }

  /** A name taken (409) shows on the name; field errors on their field; anything else as a snackbar. */
  function showRefusal(error: HttpError) {
    // The one conflict an editable name meets is its being taken.
    if (error.status === 409 && !nameLockedReason) return setNameError(error.detail ?? error.message);
    const entries = Object.entries(error.fieldErrors);
    const onName = entries.find(([field]) => field === 'body.name');
    const onPattern = entries.find(([field]) => PATTERN_ERROR.test(field.replace(/^body\./, '')));
    if (onName) setNameError(onName[1][0] ?? null);
    if (onPattern) {
      const index = Number(PATTERN_ERROR.exec(onPattern[0].replace(/^body\./, ''))![1]);
      setServerPatternError(t('patternLine', { line: lineOfPattern(text, index), message: onPattern[1][0] }));
    }
    if (!onName && !onPattern) showError(error.message, error.detail ?? undefined);
  }

  return (
    <FormDialog
      title={title}
      onSubmit={submit}
      busy={busy}
      onClose={onClose}
      testId={testId}
      saveTestId={`${testId}-save`}
    >
      <TextField
        label={t('fields.name')}
        value={name}
        onChange={(event) => {
          setName(event.target.value);
          setNameError(null);
        }}
        disabled={Boolean(nameLockedReason)}
        error={Boolean(shownNameError)}
        helperText={shownNameError ?? nameLockedReason}
        required
        autoFocus={!nameLockedReason}
        slotProps={{ htmlInput: { maxLength: 80, 'data-testid': `${testId}-name` } }}
      />
      <PermissionGridEditor
        patterns={patterns}
        onChange={(next) => changePatterns(next.join('\n'))}
        testId={testId}
      />
      {/* A refused pattern opens the advanced view, where it can be seen and mended. */}
      <Accordion
        expanded={advancedOpen || Boolean(patternError)}
        onChange={(_, expanded) => setAdvancedOpen(expanded)}
        disableGutters
        variant="outlined"
      >
        <AccordionSummary expandIcon={<ExpandMoreIcon />} data-testid={`${testId}-advanced`}>
          {t('grid.advanced')}
        </AccordionSummary>
        <AccordionDetails>
          <TextField
            label={t('fields.patterns')}
            value={text}
            onChange={(event) => changePatterns(event.target.value)}
            multiline
            fullWidth
            minRows={4}
            error={Boolean(patternError)}
            helperText={patternError ?? t('patternHelp')}
            slotProps={{
              htmlInput: {
                spellCheck: false,
                'data-testid': `${testId}-patterns`,
                style: { fontFamily: 'monospace' },
              },
            }}
          />
        </AccordionDetails>
      </Accordion>
    </FormDialog>
  );
}
