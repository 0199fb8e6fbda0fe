import { useEffect, useEffectEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import FiberManualRecordIcon from '@mui/icons-material/FiberManualRecord';
import MicNoneOutlinedIcon from '@mui/icons-material/MicNoneOutlined';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import StopIcon from '@mui/icons-material/Stop';
import { useRemarksTexts } from '@/features/remarks/texts';
import { visuallyHidden } from '@/lib/ui/visually-hidden';
import { LevelMeter } from './level-meter';
import { clockText } from './recorder-state';
import type { Dictation } from './use-dictation';

/** The shortcut that starts and stops dictating (Alt+D would take the browser's address bar). */
export const DICTATION_SHORTCUT = 'Alt+M';
const isShortcut = (event: KeyboardEvent) =>
  event.altKey && !event.ctrlKey && !event.metaKey && !event.shiftKey && event.code === 'KeyM';

const BIG = { minHeight: 48, minWidth: 48 } as const;

interface DictationControlsProps {
  dictation: Dictation;
  /** Whether recordings become text here (false: kept as audio only). */
  transcription: boolean;
  maxSeconds: number;
}

/**
 * The record button by the remark text and, while recording, the level, the time, the countdown to
 * the limit and pause, stop and cancel. Alt+M starts and stops. State changes are announced.
 */
export function DictationControls({ dictation, transcription, maxSeconds }: DictationControlsProps) {
  const { t } = useRemarksTexts();
  const { state, countdown } = dictation;
  const active = state.phase === 'recording' || state.phase === 'paused';
  const max = clockText(maxSeconds);

  const onShortcut = useEffectEvent((event: KeyboardEvent) => {
    if (!isShortcut(event)) return;
    event.preventDefault();
    if (state.phase === 'idle') void dictation.start();
    else if (active) void dictation.stop();
  });
  useEffect(() => {
    const listener = (event: KeyboardEvent) => onShortcut(event);
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, []);

  const announcement =
    state.phase === 'cue'
      ? t('dictation.starting')
      : state.phase === 'recording'
        ? t('dictation.recording')
        : state.phase === 'paused'
          ? t('dictation.paused')
          : dictation.stoppedAtLimit
            ? t('dictation.stoppedAtLimit', { max })
            : '';

  return (
    <Box data-testid="dictation" sx={{ display: 'grid', gap: 1 }}>
      <Box role="status" aria-live="polite" sx={visuallyHidden}>
        {announcement}
      </Box>
      {!active ? (
        <Box>
          <Tooltip title={t('dictation.recordLabel')}>
            <span>
              <Button
                variant="outlined"
                startIcon={<MicNoneOutlinedIcon />}
                onClick={() => void dictation.start()}
                disabled={state.phase === 'cue'}
                aria-keyshortcuts={DICTATION_SHORTCUT}
                data-testid="dictate"
                sx={BIG}
              >
                {state.phase === 'cue' ? t('dictation.starting') : t('dictation.record')}
              </Button>
            </span>
          </Tooltip>
          <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mt: 0.5 }}>
            {transcription ? t('dictation.help', { max }) : t('dictation.noEngine')}
          </Typography>
        </Box>
      ) : (
        <Box
          data-testid="dictation-recording"
          sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.25, display: 'grid', gap: 1 }}
        >
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <FiberManualRecordIcon
              fontSize="small"
              aria-hidden
              sx={{ color: state.phase === 'recording' ? 'error.main' : 'text.disabled' }}
            />
            <Typography variant="body2" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
              {state.phase === 'recording' ? t('dictation.recording') : t('dictation.paused')}
            </Typography>
            <Typography
              variant="body2"
              sx={{ fontVariantNumeric: 'tabular-nums' }}
              data-testid="dictation-elapsed"
            >
              {clockText(dictation.elapsed / 1000)}
            </Typography>
            <LevelMeter level={dictation.level} active={state.phase === 'recording'} />
          </Box>
          <Typography
            variant="body2"
            data-testid="dictation-remaining"
            sx={{
              color: countdown.warning ? 'warning.main' : 'text.secondary',
              fontWeight: countdown.warning ? 600 : undefined,
            }}
            role={countdown.warning ? 'alert' : undefined}
          >
            {countdown.warning
              ? t('dictation.remainingWarning', { time: clockText(countdown.remainingSeconds), max })
              : t('dictation.remaining', { time: clockText(countdown.remainingSeconds) })}
          </Typography>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
            <Button
              variant="contained"
              color="error"
              startIcon={<StopIcon />}
              onClick={() => void dictation.stop()}
              aria-keyshortcuts={DICTATION_SHORTCUT}
              data-testid="dictation-stop"
              sx={{ ...BIG, flexGrow: 1 }}
            >
              {t('dictation.stop')}
            </Button>
            {state.phase === 'recording' ? (
              <Button variant="outlined" startIcon={<PauseIcon />} onClick={dictation.pause} sx={BIG}>
                {t('dictation.pause')}
              </Button>
            ) : (
              <Button variant="outlined" startIcon={<PlayArrowIcon />} onClick={dictation.resume} sx={BIG}>
                {t('dictation.resume')}
              </Button>
            )}
            <Tooltip title={t('dictation.cancel')}>
              <IconButton
                onClick={dictation.cancel}
                aria-label={t('dictation.cancel')}
                sx={{ width: 48, height: 48 }}
              >
                <CloseIcon />
              </IconButton>
            </Tooltip>
          </Box>
        </Box>
      )}
      {state.phase === 'idle' && state.problem && (
        <Alert severity="error" role="alert" data-testid="dictation-problem">
          {t(`dictation.${state.problem}`)}
        </Alert>
      )}
    </Box>
  );
}
