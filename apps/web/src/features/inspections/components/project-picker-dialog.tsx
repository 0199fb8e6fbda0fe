import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { Inspection } from '@syna/contracts/inspections';
import type { Project } from '@syna/contracts/projects';
import { isHttpError } from '@/lib/http/http-error';
import { useDebouncedValue } from '@/lib/lists/use-debounced-value';
import { FormDialog } from '@/lib/ui/form-dialog';
import { OptionLines } from '@/lib/ui/option-lines';
import { useMoveToProject, useProjectMatches, useProjectOf } from '@/features/inspections/api';
import { useInspectionTexts } from '@/features/inspections/texts';

/** Typing pauses this long before the projects are searched. */
const SEARCH_DELAY_MS = 250;

type ProjectChoice = Pick<Project, 'id' | 'name' | 'number'>;

const labelOf = (project: ProjectChoice) =>
  project.number ? `${project.number} ${project.name}` : project.name;

interface ProjectPickerDialogProps {
  inspection: Inspection;
  /** The project the inspection is in now, preselected; null when it is in none. */
  current: ProjectChoice | null;
  onClose(): void;
  /** The inspection as it is now, in the project named `projectName`. */
  onMoved(inspection: Inspection, projectName: string): void;
}

/**
 * Moves an inspection into one of the firm's projects: the project searched as you type (name,
 * number or customer), then, optionally, one of its estates.
 */
export function ProjectPickerDialog({ inspection, current, onClose, onMoved }: ProjectPickerDialogProps) {
  const { t } = useInspectionTexts();
  const [project, setProject] = useState<ProjectChoice | null>(current);
  const [estateId, setEstateId] = useState(current ? (inspection.estateId ?? '') : '');
  const [text, setText] = useState(current ? labelOf(current) : '');
  const [open, setOpen] = useState(false);
  const [missing, setMissing] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  // While the picked project's name is shown in the field, list every project rather than that name.
  const typed = project && text === labelOf(project) ? '' : text.trim();
  const query = useDebouncedValue(typed, SEARCH_DELAY_MS);
  const matches = useProjectMatches(query, open);
  const detail = useProjectOf(project?.id ?? null);
  const move = useMoveToProject(inspection.id);
  const found = matches.data ?? [];
  const options = project && !found.some((match) => match.id === project.id) ? [project, ...found] : found;
  const estates = detail.data?.estates ?? [];

  const submit = async () => {
    if (!project) {
      setMissing(true);
      return;
    }
    setRefusal(null);
    try {
      const moved = await move.mutateAsync({ projectId: project.id, estateId: estateId || null });
      onMoved(moved, project.name);
    } catch (error) {
      setRefusal(isHttpError(error) ? (error.detail ?? error.message) : String(error));
    }
  };

  return (
    <FormDialog
      title={t(inspection.projectId ? 'project.moveTitle' : 'project.addTitle')}
      busy={move.isPending}
      busyLabel={t('project.saving')}
      saveLabel={t('project.save')}
      saveTestId="project-picker-save"
      testId="project-picker"
      onClose={onClose}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Autocomplete<ProjectChoice>
        open={open}
        onOpen={() => setOpen(true)}
        onClose={() => setOpen(false)}
        value={project}
        onChange={(_event, next) => {
          setProject(next);
          setEstateId('');
          setMissing(false);
        }}
        inputValue={text}
        onInputChange={(_event, next) => setText(next)}
        options={options}
        // The server has searched already, also on the customer's name.
        filterOptions={(all) => all}
        getOptionLabel={labelOf}
        isOptionEqualToValue={(option, selected) => option.id === selected.id}
        loading={typed !== query || matches.isFetching}
        loadingText={t('picker.searching')}
        noOptionsText={matches.isError ? t('picker.failed') : t('picker.noMatches')}
        autoHighlight
        renderOption={({ key, ...props }, option) => (
          <Box component="li" key={key} {...props}>
            <OptionLines name={option.name} details={option.number} />
          </Box>
        )}
        renderInput={(params) => (
          <TextField
            {...params}
            autoFocus
            required
            label={t('project.search')}
            error={missing}
            helperText={missing ? t('project.required') : t('project.searchHelp')}
          />
        )}
      />
      <TextField
        select
        label={t('project.estate')}
        value={estateId}
        onChange={(event) => setEstateId(event.target.value)}
        disabled={!project || detail.isPending}
        helperText={project && detail.isPending ? t('project.estatesLoading') : t('project.estateHelp')}
        data-testid="project-picker-estate"
      >
        <MenuItem value="">{t('project.noEstate')}</MenuItem>
        {estates.map((estate) => (
          <MenuItem key={estate.id} value={estate.id}>
            {estate.name}
          </MenuItem>
        ))}
      </TextField>
      {detail.isError && <Alert severity="warning">{t('project.loadFailed')}</Alert>}
      {refusal && <Alert severity="error">{refusal}</Alert>}
    </FormDialog>
  );
}
