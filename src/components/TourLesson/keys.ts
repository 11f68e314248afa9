/**
 * The lesson page's keys: Alt+Shift+Enter checks, Alt+Shift+. and Alt+Shift+,
 * go to the next and previous lesson. Matched by position
 * (KeyboardEvent.code), as the playground's shortcuts are, with Alt+Shift so
 * that they work from inside the editor and take no key a visitor types.
 */
import {useEffect, useRef} from 'react';

export const LESSON_KEYS =
  'Keys: Alt+Shift+Enter checks; Alt+Shift+. and Alt+Shift+, go to the next and previous lesson.';

type Actions = {check: () => void; previous: () => void; next: () => void};

export function useLessonKeys(actions: Actions): void {
  const latest = useRef(actions);
  useEffect(() => {
    latest.current = actions;
  });
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!event.altKey || !event.shiftKey || event.ctrlKey || event.metaKey) return;
      const action = {Enter: 'check', NumpadEnter: 'check', Period: 'next', Comma: 'previous'}[event.code] as
        keyof Actions | undefined;
      if (!action) return;
      event.preventDefault();
      latest.current[action]();
    };
    // Capture: the key wins over whatever the focused editor does with it.
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, []);
}
