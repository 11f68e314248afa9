/**
 * A lesson page's keys (src/components/TourLesson/keys.ts), in the shape of
 * the workbench's table (src/workbench/shortcuts.ts) and read by the same key
 * handler. The workbench's shortcuts are off on a lesson page, so none of
 * these clash.
 */
import type {Shortcut} from '../workbench/shortcuts';

export type LessonAction = 'check' | 'next' | 'previous';

export const LESSON_SHORTCUTS: readonly Shortcut<LessonAction>[] = [
  {action: 'check', code: 'Enter', keys: 'Alt+Shift+Enter', does: 'Check the lesson'},
  {action: 'check', code: 'NumpadEnter', keys: 'Alt+Shift+Enter', does: 'Check the lesson'},
  {action: 'next', code: 'Period', keys: 'Alt+Shift+.', does: 'Go to the next lesson'},
  {action: 'previous', code: 'Comma', keys: 'Alt+Shift+,', does: 'Go to the previous lesson'},
];
