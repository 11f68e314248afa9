/**
 * Docs in the template editor: over a directive (`@each`) or a function
 * name after a dot (`.split`), a tooltip shows its signature, one or two
 * sentences and a link to its section in the docs of the version the
 * playground runs, all taken from our docs pages at build time
 * (editorDocs.ts). The mouse shows it on hover; F1 shows it for the word at
 * the cursor (the usual key for context help; no CodeMirror or playground
 * key uses it, and the editor takes it before the browser's own help, as
 * Ctrl/Cmd+I would not: CodeMirror selects the parent syntax with it and
 * Firefox opens page info), reads it out, and Tab then reaches its link;
 * Escape closes it. Loaded with the editor's chunk.
 */
import type {EditorState, Extension} from '@codemirror/state';
import {
  activateHover,
  closeHoverTooltip,
  EditorView,
  hoverTooltip,
  keymap,
  type Command,
  type Tooltip,
} from '@codemirror/view';
import {loadEditorDocs} from './loadEditorDocs';
import {templateContext} from './editorContext';
import {docEntries, docTargetAt, type DocEntry, type DocTarget} from './docTarget';

function label({name, type}: DocEntry): string {
  return type ? `${name} (${type})` : name;
}

/** The tooltip's content: for each entry, signature, summary and link. */
function renderEntries(entries: DocEntry[], version: string, close: () => void): HTMLElement {
  const dom = document.createElement('div');
  dom.className = 'cm-textwire-docs';
  for (const entry of entries) {
    const section = dom.appendChild(document.createElement('div'));
    section.className = 'cm-textwire-doc';
    const signature = section.appendChild(document.createElement('code'));
    signature.className = 'cm-textwire-doc-signature';
    // Where several types share the name, v2's signatures (`.len(): int`) are told apart by their type.
    signature.textContent =
      entry.type && entry.doc.signature.startsWith('.') ? `${entry.type}${entry.doc.signature}` : entry.doc.signature;
    section.appendChild(document.createElement('p')).textContent = entry.doc.summary;
    const link = section.appendChild(document.createElement('a'));
    link.href = entry.doc.url;
    link.textContent = `${label(entry)} in the ${version} docs`;
  }
  // Tab reaches the links from the editor; Escape there closes the tooltip and returns to the editor.
  dom.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    close();
  });
  return dom;
}

/** The words read out when F1 shows the docs. */
function spoken(entries: DocEntry[]): string {
  return entries
    .map((entry) => `${entry.type ? `On ${entry.type}: ` : ''}${entry.doc.signature}. ${entry.doc.summary}`)
    .join(' ');
}

async function entriesAt(state: EditorState, target: DocTarget): Promise<DocEntry[]> {
  return docEntries(await loadEditorDocs(state.facet(templateContext).version), target);
}

export function textwireHover(): Extension {
  const hover = hoverTooltip(
    async (view, pos, side): Promise<Tooltip | null> => {
      const target = docTargetAt(view.state, pos, side);
      if (!target) return null;
      const entries = await entriesAt(view.state, target).catch(() => []);
      if (entries.length === 0) return null;
      const {version} = view.state.facet(templateContext);
      const close = () => {
        view.dispatch({effects: closeHoverTooltip(hover)});
        view.focus();
      };
      return {
        pos: target.from,
        end: target.to,
        above: true,
        create: () => ({dom: renderEntries(entries, version, close)}),
      };
    },
    {hideOnChange: true},
  );

  const isOpen = (state: EditorState) => state.field(hover.active).length > 0;

  const showDocsAtCursor: Command = (view) => {
    const {head} = view.state.selection.main;
    const target = docTargetAt(view.state, head, -1) ?? docTargetAt(view.state, head, 1);
    const announce = (message: string) => view.dispatch({effects: EditorView.announce.of(message)});
    if (!target) {
      announce('No Textwire function or directive at the cursor.');
      return true;
    }
    entriesAt(view.state, target).then(
      (entries) => {
        if (entries.length === 0)
          return announce(`No docs for ${target.name} in Textwire ${view.state.facet(templateContext).version}.`);
        announce(spoken(entries));
        activateHover(view, target.from, 1, {
          tooltip: hover,
          until: (tr) => tr.docChanged || tr.selection !== undefined,
        });
      },
      () => announce('The docs could not be loaded. Check your connection and try again.'),
    );
    return true;
  };

  const closeDocs: Command = (view) => {
    if (!isOpen(view.state)) return false;
    view.dispatch({effects: closeHoverTooltip(hover)});
    return true;
  };

  return [
    hover,
    keymap.of([
      {key: 'F1', run: showDocsAtCursor, preventDefault: true},
      {key: 'Escape', run: closeDocs},
    ]),
  ];
}
