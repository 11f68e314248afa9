/**
 * The latest value of something that changes on every render (a callback,
 * the props), for code that runs later (a key handler, a timer, an editor
 * built once) without subscribing again each time: a ref set after each
 * render. Read it in handlers and effects, not while rendering.
 */
import {useEffect, useRef} from 'react';

export function useLatest<T>(value: T): {readonly current: T} {
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
  });
  return latest;
}
