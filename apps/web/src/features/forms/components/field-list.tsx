import { useState, type DragEvent } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { FORM_LIMITS } from '@syna/contracts/form-fields';
import type { FieldMessages } from '@/lib/forms/field-messages';
import { visuallyHidden } from '@/lib/ui/visually-hidden';
import { moveItem } from '@/lib/lists/move-item';
import { AddItemButton } from '@/lib/ui/add-item-button';
import { newField, otherKeys, type DraftField } from '@/features/forms/form-draft';
import { useFormTexts } from '@/features/forms/texts';
import { FieldSettings } from './field-settings';

interface FieldListProps {
  fields: DraftField[];
  onChange(fields: DraftField[]): void;
  /** After a field moved: the messages name fields by their place, which changed. */
  onReorder(): void;
  messages: FieldMessages;
}

/**
 * The form's fields in their order: each one a card to open, move (by dragging its head, or with
 * the up and down buttons from the keyboard) or remove. A move is announced to screen readers.
 */
export function FieldList({ fields, onChange, onReorder, messages }: FieldListProps) {
  const { t } = useFormTexts();
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const [dragged, setDragged] = useState<string | null>(null);
  const [over, setOver] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const labelOf = (field: DraftField) => field.label.sv || t('field.untitled');

  const move = (from: number, to: number) => {
    const moved = moveItem(fields, from, to);
    if (moved[to] === fields[to]) return;
    onChange(moved);
    onReorder();
    setAnnouncement(
      t('field.moved', { label: labelOf(fields[from]!), position: to + 1, count: fields.length }),
    );
  };
  const drop = (event: DragEvent, target: number) => {
    event.preventDefault();
    const uid = event.dataTransfer.getData('text/plain') || dragged;
    const from = fields.findIndex((field) => field.uid === uid);
    setDragged(null);
    setOver(null);
    if (from >= 0) move(from, target);
  };

  return (
    <Stack spacing={1.5}>
      <Box aria-live="polite" sx={visuallyHidden}>
        {announcement}
      </Box>
      {fields.length === 0 && (
        <Typography sx={{ color: 'text.secondary' }} data-testid="form-fields-empty">
          {t('editor.noFields')}
        </Typography>
      )}
      <Stack component="ol" spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {fields.map((field, index) => {
          const label = labelOf(field);
          const open = !collapsed.has(field.uid);
          const place = `fields.${index}`;
          const hasError = Object.keys(messages).some((path) => path.startsWith(`${place}.`));
          return (
            <Paper
              key={field.uid}
              component="li"
              variant="outlined"
              data-testid="form-field-card"
              data-key={field.key}
              onDragOver={(event) => {
                event.preventDefault();
                event.dataTransfer.dropEffect = 'move';
                if (over !== field.uid) setOver(field.uid);
              }}
              onDragLeave={() => setOver((current) => (current === field.uid ? null : current))}
              onDrop={(event) => drop(event, index)}
              sx={{
                borderColor: hasError ? 'error.main' : over === field.uid ? 'primary.main' : 'divider',
                borderWidth: over === field.uid ? 2 : 1,
                opacity: dragged === field.uid ? 0.5 : 1,
              }}
            >
              <Box
                draggable
                onDragStart={(event) => {
                  event.dataTransfer.effectAllowed = 'move';
                  event.dataTransfer.setData('text/plain', field.uid);
                  setDragged(field.uid);
                }}
                onDragEnd={() => {
                  setDragged(null);
                  setOver(null);
                }}
                data-testid="form-field-handle"
                sx={{
                  display: 'flex',
                  flexWrap: 'wrap',
                  alignItems: 'center',
                  gap: 0.5,
                  px: 1,
                  py: 0.5,
                  cursor: 'grab',
                  borderBottom: open ? 1 : 0,
                  borderColor: 'divider',
                }}
              >
                <DragIndicatorIcon aria-hidden sx={{ color: 'text.secondary' }} />
                <Box sx={{ flex: '1 1 150px', minWidth: 0 }}>
                  <Typography
                    component="h3"
                    variant="subtitle1"
                    sx={{
                      fontWeight: 600,
                      overflow: 'hidden',
                      textOverflow: 'ellipsis',
                      whiteSpace: 'nowrap',
                    }}
                  >
                    {index + 1}. {label}
                  </Typography>
                  <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
                    <Chip size="small" label={t(`dataType.${field.type}`)} />
                    {field.required && <Chip size="small" variant="outlined" label={t('field.required')} />}
                  </Stack>
                </Box>
                <IconButton
                  aria-label={t('field.moveUp', { label })}
                  disabled={index === 0}
                  onClick={() => move(index, index - 1)}
                  data-testid="form-field-up"
                >
                  <ArrowUpwardIcon />
                </IconButton>
                <IconButton
                  aria-label={t('field.moveDown', { label })}
                  disabled={index === fields.length - 1}
                  onClick={() => move(index, index + 1)}
                  data-testid="form-field-down"
                >
                  <ArrowDownwardIcon />
                </IconButton>
                <IconButton
                  aria-label={t(open ? 'field.collapse' : 'field.expand', { label })}
                  aria-expanded={open}
                  onClick={() =>
                    setCollapsed((current) => {
                      const next = new Set(current);
                      if (open) next.add(field.uid);
                      else next.delete(field.uid);
                      return next;
                    })
                  }
                >
                  {open ? <ExpandLessIcon /> : <ExpandMoreIcon />}
                </IconButton>
                <IconButton
                  aria-label={t('field.remove', { label })}
                  onClick={() => {
                    onChange(fields.filter((other) => other.uid !== field.uid));
                    onReorder();
                  }}
                >
                  <DeleteOutlineIcon />
                </IconButton>
              </Box>
              {(open || hasError) && (
                <Box sx={{ p: { xs: 1.5, sm: 2 } }}>
                  <FieldSettings
                    field={field}
                    siblings={otherKeys(fields, field.uid)}
                    onChange={(changed) =>
                      onChange(fields.map((other) => (other.uid === field.uid ? changed : other)))
                    }
                    place={{ path: place, messages }}
                  />
                </Box>
              )}
            </Paper>
          );
        })}
      </Stack>
      <AddItemButton
        label={t('editor.addField')}
        onAdd={() => onChange([...fields, newField()])}
        atLimit={fields.length >= FORM_LIMITS.fields}
        testId="form-field-add"
      />
    </Stack>
  );
}
