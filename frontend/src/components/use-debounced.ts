import { useEffect, useState } from 'react';

/** The value once it has stopped changing for `delay` ms (search boxes: 300 or 500 ms per spec §9). */
export function useDebounced<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

/** Search text sent to the API: empty until it has at least 2 characters (spec §5). */
export const effectiveSearch = (text: string): string => (text.trim().length >= 2 ? text.trim() : '');
