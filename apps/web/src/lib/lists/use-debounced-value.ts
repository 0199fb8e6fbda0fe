import { useEffect, useState } from 'react';

/** The value, once it has stayed the same for `delayMs` (typing in a search field). */
export function useDebouncedValue<Value>(value: Value, delayMs = 300): Value {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
