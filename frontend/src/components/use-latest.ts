import { useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * The value of the last render, for callbacks that run later (an answer, a timer) without being redone at
 * every render. It is written once the render is committed, before any effect runs: a render that React
 * throws away never leaves its value behind.
 */
export function useLatest<T>(value: T): RefObject<T> {
  const latest = useRef(value);
  useLayoutEffect(() => {
    latest.current = value;
  });
  return latest;
}
