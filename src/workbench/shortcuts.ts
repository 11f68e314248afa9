/**
 * The keyboard shortcuts: the workbench's table here, a lesson page's in
 * src/tour/shortcuts.ts, of one shape, read by one key handler (useShortcuts,
 * src/components/PlaygroundToolbar/KeyboardShortcuts), the buttons'
 * aria-keyshortcuts and the list shown in the playground.
 *
 * All are Alt+Shift with a key that neither CodeMirror's default keymaps nor
 * the browsers bind to Alt+Shift (CodeMirror uses Alt+Shift with arrows, and
 * Alt+Shift+A and, on macOS, Alt+Shift+M; ChromeOS opens its notifications
 * with Alt+Shift+N). Keys are matched by their physical position
 * (KeyboardEvent.code), so they work whatever character Option+Shift types
 * on a Mac or the keyboard layout puts there.
 */
export type ShortcutAction = 'copy-link' | 'export' | 'compare' | 'next-file' | 'previous-file';

export type Shortcut<A extends string = ShortcutAction> = {
  action: A;
  /** KeyboardEvent.code of the key pressed with Alt+Shift. */
  code: string;
  /** As aria-keyshortcuts spells it. */
  keys: string;
  /** What it does, as the list says. */
  does: string;
};

/** The playground's shortcuts. */
export const SHORTCUTS: readonly Shortcut[] = [
  {action: 'copy-link', code: 'KeyL', keys: 'Alt+Shift+L', does: 'Copy a link to this playground'},
  {action: 'export', code: 'KeyE', keys: 'Alt+Shift+E', does: 'Export as Go project'},
  {action: 'compare', code: 'KeyC', keys: 'Alt+Shift+C', does: 'Compare versions, or back to one version'},
  {action: 'next-file', code: 'PageDown', keys: 'Alt+Shift+PageDown', does: 'Open the next template file'},
  {action: 'previous-file', code: 'PageUp', keys: 'Alt+Shift+PageUp', does: 'Open the previous template file'},
];

type KeyPress = Pick<KeyboardEvent, 'altKey' | 'shiftKey' | 'ctrlKey' | 'metaKey' | 'code'>;

/** The keys of an action, as aria-keyshortcuts spells them, in a table (the playground's unless given). */
export function shortcutKeys(action: ShortcutAction): string;
export function shortcutKeys<A extends string>(action: A, table: readonly Shortcut<A>[]): string;
export function shortcutKeys(action: string, table: readonly Shortcut<string>[] = SHORTCUTS): string {
  return table.find((shortcut) => shortcut.action === action)!.keys;
}

/** The action a key press asks for in a table (the playground's unless given), if any. */
export function shortcutOf(event: KeyPress): ShortcutAction | null;
export function shortcutOf<A extends string>(event: KeyPress, table: readonly Shortcut<A>[]): A | null;
export function shortcutOf(event: KeyPress, table: readonly Shortcut<string>[] = SHORTCUTS): string | null {
  if (!event.altKey || !event.shiftKey || event.ctrlKey || event.metaKey) return null;
  return table.find((shortcut) => shortcut.code === event.code)?.action ?? null;
}
