import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { truncate } from '@syna/contracts/format';
import type { RemarkSuggestion } from '@syna/contracts/remarks';
import { useRemarksTexts } from '@/features/remarks/texts';

interface RemarkSuggestionsProps {
  suggestions: readonly RemarkSuggestion[];
  onUse(suggestion: RemarkSuggestion): void;
  onDismiss(): void;
}

/** The saved remarks closest to a transcript, each one tap away from replacing it. */
export function RemarkSuggestions({ suggestions, onUse, onDismiss }: RemarkSuggestionsProps) {
  const { t } = useRemarksTexts();
  if (suggestions.length === 0) return null;
  return (
    <Box
      component="section"
      aria-label={t('dictation.suggestionsTitle')}
      data-testid="remark-suggestions"
      sx={{ border: 1, borderColor: 'primary.light', borderRadius: 1, p: 1, display: 'grid', gap: 0.75 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography variant="subtitle2" component="h3" sx={{ flexGrow: 1 }}>
          {t('dictation.suggestionsTitle')}
        </Typography>
        <IconButton
          aria-label={t('dictation.suggestionsDismiss')}
          onClick={onDismiss}
          sx={{ width: 48, height: 48 }}
        >
          <CloseIcon />
        </IconButton>
      </Box>
      {suggestions.map((suggestion) => (
        <Button
          key={suggestion.id}
          variant="outlined"
          onClick={() => onUse(suggestion)}
          aria-label={t('dictation.suggestionUse', { title: suggestion.title })}
          data-testid="remark-suggestion"
          sx={{
            minHeight: 48,
            justifyContent: 'flex-start',
            textAlign: 'left',
            textTransform: 'none',
            display: 'block',
          }}
        >
          <Box component="span" sx={{ display: 'block', fontWeight: 600 }}>
            {suggestion.title}
          </Box>
          {suggestion.text && (
            <Box component="span" sx={{ display: 'block', color: 'text.secondary', typography: 'body2' }}>
              {truncate(suggestion.text, 120)}
            </Box>
          )}
        </Button>
      ))}
    </Box>
  );
}
