/**
 * The lesson page's keys: Alt+Shift+Enter checks, Alt+Shift+. and Alt+Shift+,
 * go to the next and previous lesson. Their table is beside the
 * workbench's (src/tour/shortcuts.ts, LESSON_SHORTCUTS) and the same
 * key handler reads it (useShortcuts): matched by position
 * (KeyboardEvent.code), with Alt+Shift so that they work from inside the
 * editor and take no key a visitor types.
 */
import {shortcutKeys} from '@site/src/workbench/shortcuts';
import {LESSON_SHORTCUTS, type LessonAction} from '@site/src/tour/shortcuts';
import {useShortcuts} from '@site/src/components/Workbench/useShortcuts';

const keys = (action: LessonAction) => shortcutKeys(action, LESSON_SHORTCUTS);

export const CHECK_KEYS = keys('check');

export const LESSON_KEYS = `Keys: ${keys('check')} checks; ${keys('next')} and ${keys('previous')} go to the next and previous lesson.`;

export function useLessonKeys(actions: Record<LessonAction, () => void>): void {
  useShortcuts(LESSON_SHORTCUTS, true, (action) => actions[action]());
}
