/**
 * The playground's keyboard shortcuts: one table for the key handler, the
 * buttons' aria-keyshortcuts and the list shown in the playground.
 *
 * All are Alt+Shift with a key that neither CodeMirror's default keymaps nor
 * the browsers bind to Alt+Shift (CodeMirror uses Alt+Shift with arrows, and
 * Alt+Shift+A and, on macOS, Alt+Shift+M; ChromeOS opens its notifications
 * with Alt+Shift+N). Keys are matched by their physical position
 * (KeyboardEvent.code), so they work whatever character Option+Shift types
 * on a Mac or the keyboard layout puts there.
 */
export type ShortcutAction = 'copy-link' | 'export' | 'compare' | 'next-file' | 'previous-file';

export type Shortcut = {
  action: ShortcutAction;
  /** KeyboardEvent.code of the key pressed with Alt+Shift. */
  code: string;
  /** As aria-keyshortcuts spells it. */
  keys: string;
  /** What it does, as the list says. */
  does: string;
};

export const SHORTCUTS: readonly Shortcut[] = [
  {action: 'copy-link', code: 'KeyL', keys: 'Alt+Shift+L', does: 'Copy a link to this playground'},
  {action: 'export', code: 'KeyE', keys: 'Alt+Shift+E', does: 'Export as Go project'},
  {action: 'compare', code: 'KeyC', keys: 'Alt+Shift+C', does: 'Compare versions, or back to one version'},
  {action: 'next-file', code: 'PageDown', keys: 'Alt+Shift+PageDown', does: 'Open the next template file'},
  {action: 'previous-file', code: 'PageUp', keys: 'Alt+Shift+PageUp', does: 'Open the previous template file'},
];

export function shortcutKeys(action: ShortcutAction): string {
  return SHORTCUTS.find((shortcut) => shortcut.action === action)!.keys;
}

/** The action a key press asks for, if any. */
export function shortcutOf(
  event: Pick<KeyboardEvent, 'altKey' | 'shiftKey' | 'ctrlKey' | 'metaKey' | 'code'>,
): ShortcutAction | null {
  if (!event.altKey || !event.shiftKey || event.ctrlKey || event.metaKey) return null;
  return SHORTCUTS.find((shortcut) => shortcut.code === event.code)?.action ?? null;
}
