import { useEffect, useState } from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import ClearIcon from '@mui/icons-material/Clear';
import SearchIcon from '@mui/icons-material/Search';
import { useContactsTexts } from '@/features/contacts/texts';

/** How long typing must pause before the list is searched. */
const SEARCH_DEBOUNCE_MS = 300;

interface ContactSearchFieldProps {
  query: string;
  onQueryChange(query: string): void;
}

/** The address book's search box: searches when typing pauses, or at once on Enter. */
export function ContactSearchField({ query, onQueryChange }: ContactSearchFieldProps) {
  const { t } = useContactsTexts();
  const [text, setText] = useState(query);
  const [shownQuery, setShownQuery] = useState(query);
  // Back and forward change the query from outside: show it.
  if (query !== shownQuery) {
    setShownQuery(query);
    setText(query);
  }

  useEffect(() => {
    if (text === query) return undefined;
    const timer = setTimeout(() => onQueryChange(text), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, query, onQueryChange]);

  return (
    <TextField
      label={t('search.label')}
      placeholder={t('search.placeholder')}
      value={text}
      onChange={(event) => setText(event.target.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') onQueryChange(text);
        if (event.key === 'Escape' && text) {
          event.preventDefault();
          setText('');
          onQueryChange('');
        }
      }}
      fullWidth
      autoComplete="off"
      slotProps={{
        htmlInput: { maxLength: 200, enterKeyHint: 'search', 'data-testid': 'contact-search' },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon aria-hidden />
            </InputAdornment>
          ),
          endAdornment: text ? (
            <InputAdornment position="end">
              <IconButton
                aria-label={t('search.clear')}
                edge="end"
                onClick={() => {
                  setText('');
                  onQueryChange('');
                }}
              >
                <ClearIcon />
              </IconButton>
            </InputAdornment>
          ) : undefined,
        },
      }}
    />
  );
}
