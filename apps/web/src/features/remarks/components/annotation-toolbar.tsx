import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import CropSquareIcon from '@mui/icons-material/CropSquare';
import NorthEastIcon from '@mui/icons-material/NorthEast';
import OpenWithIcon from '@mui/icons-material/OpenWith';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import TextFieldsIcon from '@mui/icons-material/TextFields';
import {
  ANNOTATION_COLORS,
  EDITOR_TOOLS,
  type EditorTool,
} from '@/features/remarks/annotation/annotation-geometry';
import { useRemarksTexts } from '@/features/remarks/texts';

const TOOL_ICONS = {
  move: OpenWithIcon,
  rectangle: CropSquareIcon,
  circle: RadioButtonUncheckedIcon,
  arrow: NorthEastIcon,
  text: TextFieldsIcon,
} as const;

const COLOR_NAMES = {
  '#e53935': 'red',
  '#fdd835': 'yellow',
  '#1e88e5': 'blue',
  '#43a047': 'green',
  '#ffffff': 'white',
  '#000000': 'black',
} as const satisfies Record<(typeof ANNOTATION_COLORS)[number], string>;

interface AnnotationToolbarProps {
  tool: EditorTool;
  color: string;
  onTool(tool: EditorTool): void;
  onColor(color: string): void;
}

/** The tools (move, and drawing a rectangle, circle, arrow or text) and the colours. */
export function AnnotationToolbar({ tool, color, onTool, onColor }: AnnotationToolbarProps) {
  const { t } = useRemarksTexts();
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'center',
        gap: { xs: 1, sm: 2 },
        px: 1,
        py: 1,
      }}
    >
      <ToggleButtonGroup
        value={tool}
        exclusive
        size="small"
        onChange={(_event, next: EditorTool | null) => next && onTool(next)}
        aria-label={t('annotate.tools')}
      >
        {EDITOR_TOOLS.map((id) => {
          const Icon = TOOL_ICONS[id];
          return (
            <ToggleButton
              key={id}
              value={id}
              aria-label={t(`annotate.tool.${id}`)}
              data-testid={`annotation-tool-${id}`}
              sx={{ gap: 0.5, px: { xs: 1.25, sm: 1.5 } }}
            >
              <Icon fontSize="small" />
              <Box component="span" sx={{ display: { xs: 'none', md: 'inline' }, textTransform: 'none' }}>
                {t(`annotate.tool.${id}`)}
              </Box>
            </ToggleButton>
          );
        })}
      </ToggleButtonGroup>
      <ToggleButtonGroup
        value={color}
        exclusive
        size="small"
        onChange={(_event, next: string | null) => next && onColor(next)}
        aria-label={t('annotate.color')}
      >
        {ANNOTATION_COLORS.map((swatch) => (
          <ToggleButton
            key={swatch}
            value={swatch}
            aria-label={t(`annotate.colors.${COLOR_NAMES[swatch]}`)}
            data-testid={`annotation-color-${COLOR_NAMES[swatch]}`}
            sx={{ px: 1 }}
          >
            <Box
              sx={{
                width: 20,
                height: 20,
                borderRadius: '50%',
                bgcolor: swatch,
                border: 1,
                borderColor: 'text.secondary',
              }}
            />
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Box>
  );
}
