import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';

/**
 * The microphone's loudness as a bar, redrawn every frame straight on the element (no render per
 * frame). Only a sign that the microphone hears: screen readers hear the state and time instead.
 */
export function LevelMeter({ level, active }: { level(): number; active: boolean }) {
  const bar = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!active) {
      if (bar.current) bar.current.style.transform = 'scaleX(0)';
      return;
    }
    let frame = requestAnimationFrame(function draw() {
      if (bar.current) bar.current.style.transform = `scaleX(${level().toFixed(3)})`;
      frame = requestAnimationFrame(draw);
    });
    return () => cancelAnimationFrame(frame);
  }, [active, level]);
  return (
    <Box
      aria-hidden
      data-testid="dictation-level"
      sx={{ height: 8, borderRadius: 4, bgcolor: 'action.hover', overflow: 'hidden', flexGrow: 1 }}
    >
      <Box
        ref={bar}
        sx={{
          height: '100%',
          bgcolor: 'success.main',
          transform: 'scaleX(0)',
          transformOrigin: 'left',
          transition: 'transform 80ms linear',
        }}
      />
    </Box>
  );
}
