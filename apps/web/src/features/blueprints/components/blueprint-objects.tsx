import { useState } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { BLUEPRINT_LIMITS } from '@syna/contracts/blueprints';
import type { RemarkGrade } from '@syna/contracts/lookups';
import { REMARK_TITLE_MAX_LENGTH } from '@syna/contracts/remarks';
import type { FieldMessages } from '@/lib/forms/field-messages';
import { moveItem } from '@/lib/lists/move-item';
import { GradeChoices } from '@/lib/remark-grades/grade-choices';
import { visuallyHidden } from '@/lib/ui/visually-hidden';
import { AddItemButton } from '@/lib/ui/add-item-button';
import {
  emptyObject,
  emptyRemark,
  type ObjectDraft,
  type RemarkDraft,
} from '@/features/blueprints/blueprint-draft';
import { useBlueprintTexts } from '@/features/blueprints/texts';

interface ObjectListProps {
  objects: ObjectDraft[];
  onChange(objects: ObjectDraft[]): void;
  /** After an object moved: the messages name objects by their place, which changed. */
  onReorder(): void;
  messages: FieldMessages;
  grades: readonly RemarkGrade[];
}

/** One template remark: title, text and grade, and its remove button. */
function RemarkEditor({
  remark,
  place,
  onChange,
  onRemove,
  messages,
  grades,
}: {
  remark: RemarkDraft;
  place: string;
  onChange(remark: RemarkDraft): void;
  onRemove(): void;
  messages: FieldMessages;
  grades: readonly RemarkGrade[];
}) {
  const { t } = useBlueprintTexts();
  const gradeError = messages[`${place}.gradeId`];
  return (
    <Paper variant="outlined" component="li" sx={{ p: 1.5 }} data-testid="blueprint-remark">
      <Stack spacing={1.5}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <TextField
            label={t('remark.title')}
            value={remark.title}
            onChange={(event) => onChange({ ...remark, title: event.target.value })}
            required
            fullWidth
            size="small"
            error={Boolean(messages[`${place}.title`])}
            helperText={messages[`${place}.title`]}
            slotProps={{
              htmlInput: { maxLength: REMARK_TITLE_MAX_LENGTH, 'data-testid': 'blueprint-remark-title' },
            }}
          />
          <IconButton
            aria-label={t('remark.remove', { title: remark.title || t('remark.untitled') })}
            onClick={onRemove}
          >
            <DeleteOutlineIcon />
          </IconButton>
        </Stack>
        <TextField
          label={t('remark.text')}
          value={remark.text}
          onChange={(event) => onChange({ ...remark, text: event.target.value })}
          multiline
          minRows={2}
          fullWidth
          size="small"
          error={Boolean(messages[`${place}.text`])}
          helperText={messages[`${place}.text`]}
          slotProps={{
            htmlInput: { maxLength: BLUEPRINT_LIMITS.remarkText, 'data-testid': 'blueprint-remark-text' },
          }}
        />
        <GradeChoices
          value={remark.gradeId}
          onChange={(gradeId) => onChange({ ...remark, gradeId })}
          grades={grades}
          label={t('remark.grade')}
          noneLabel={t('remark.noGrade')}
        />
        {gradeError && (
          <Typography variant="caption" sx={{ color: 'error.main' }}>
            {gradeError}
          </Typography>
        )}
      </Stack>
    </Paper>
  );
}

/**
 * The objects a new assignment gets, in their order: each a card with its name, its template
 * remarks, and buttons to move it up or down (keyboard usable; a move is announced) or remove it.
 */
export function ObjectList({ objects, onChange, onReorder, messages, grades }: ObjectListProps) {
  const { t } = useBlueprintTexts();
  const [announcement, setAnnouncement] = useState('');
  const nameOf = (object: ObjectDraft) => object.name || t('object.untitled');
  const setObject = (index: number, object: ObjectDraft) =>
    onChange(objects.map((current, place) => (place === index ? object : current)));

  const move = (from: number, to: number) => {
    onChange(moveItem(objects, from, to));
    onReorder();
    setAnnouncement(
      t('object.moved', { name: nameOf(objects[from]!), position: to + 1, count: objects.length }),
    );
  };

  return (
    <Stack spacing={1.5}>
      <Box aria-live="polite" sx={visuallyHidden}>
        {announcement}
      </Box>
      {messages.objects && <Typography sx={{ color: 'error.main' }}>{messages.objects}</Typography>}
      {objects.length === 0 && (
        <Typography sx={{ color: 'text.secondary' }} data-testid="blueprint-objects-empty">
          {t('editor.noObjects')}
        </Typography>
      )}
      <Stack component="ol" spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {objects.map((object, index) => {
          const name = nameOf(object);
          const place = `objects.${index}`;
          return (
            <Paper
              key={object.key}
              component="li"
              variant="outlined"
              sx={{ p: { xs: 1.5, sm: 2 } }}
              data-testid="blueprint-object"
            >
              <Stack spacing={1.5}>
                <Stack direction="row" spacing={0.5} sx={{ alignItems: 'flex-start' }}>
                  <TextField
                    label={t('object.name')}
                    value={object.name}
                    onChange={(event) => setObject(index, { ...object, name: event.target.value })}
                    required
                    fullWidth
                    size="small"
                    error={Boolean(messages[`${place}.name`])}
                    helperText={messages[`${place}.name`] ?? t('object.heading', { position: index + 1 })}
                    slotProps={{
                      htmlInput: {
                        maxLength: BLUEPRINT_LIMITS.objectName,
                        'data-testid': 'blueprint-object-name',
                      },
                    }}
                  />
                  <IconButton
                    aria-label={t('object.moveUp', { name })}
                    disabled={index === 0}
                    onClick={() => move(index, index - 1)}
                  >
                    <ArrowUpwardIcon />
                  </IconButton>
                  <IconButton
                    aria-label={t('object.moveDown', { name })}
                    disabled={index === objects.length - 1}
                    onClick={() => move(index, index + 1)}
                  >
                    <ArrowDownwardIcon />
                  </IconButton>
                  <IconButton
                    aria-label={t('object.remove', { name })}
                    onClick={() => {
                      onChange(objects.filter((_, place) => place !== index));
                      onReorder();
                    }}
                  >
                    <DeleteOutlineIcon />
                  </IconButton>
                </Stack>
                <Typography variant="subtitle2" component="h3">
                  {t('object.remarks')}
                </Typography>
                {messages[`${place}.remarks`] && (
                  <Typography sx={{ color: 'error.main' }}>{messages[`${place}.remarks`]}</Typography>
                )}
                <Stack component="ul" spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }}>
                  {object.remarks.map((remark, remarkIndex) => (
                    <RemarkEditor
                      key={remark.key}
                      remark={remark}
                      place={`${place}.remarks.${remarkIndex}`}
                      messages={messages}
                      grades={grades}
                      onChange={(next) =>
                        setObject(index, {
                          ...object,
                          remarks: object.remarks.map((current, at) => (at === remarkIndex ? next : current)),
                        })
                      }
                      onRemove={() =>
                        setObject(index, {
                          ...object,
                          remarks: object.remarks.filter((_, at) => at !== remarkIndex),
                        })
                      }
                    />
                  ))}
                </Stack>
                <AddItemButton
                  variant="text"
                  label={t('object.addRemark')}
                  onAdd={() => setObject(index, { ...object, remarks: [...object.remarks, emptyRemark()] })}
                  atLimit={object.remarks.length >= BLUEPRINT_LIMITS.remarksPerObject}
                  testId="blueprint-add-remark"
                />
              </Stack>
            </Paper>
          );
        })}
      </Stack>
      <AddItemButton
        label={t('editor.addObject')}
        onAdd={() => onChange([...objects, emptyObject()])}
        atLimit={objects.length >= BLUEPRINT_LIMITS.objects}
        testId="blueprint-add-object"
      />
    </Stack>
  );
}
