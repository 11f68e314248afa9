/**
 * The workbench's model and its one reducer. Every change a visitor (or a
 * page: a lesson's Solve and Reset) makes goes through a named action, so
 * the file-set rules are kept in one place and tested without a browser
 * (tests/unit/workbench-model.test.ts).
 *
 * Files have stable ids beside the state (the state itself stays what a link
 * encodes): the template editor keeps one CodeMirror state per id, so a
 * file's undo history and cursor survive switching to another file,
 * renaming it, and deleting others. A one-template state has one id too,
 * kept when a second file turns it into home.tw.
 *
 * A refused action (a bad name, deleting the last file, an unknown id)
 * returns the very model it was given, so nothing re-renders.
 */
import {ENGINE_VERSIONS, type EngineVersion} from '../engine/client';
import {freshPath, pathProblem} from './files';
import {hasFiles, withFiles, type FilesState, type WorkbenchState, type SingleTemplateState} from './state';

export type FileId = number;

/**
 * A request to show a line of a file: each new serial (they only grow) moves
 * the caret there and focuses the editor, once that file is open.
 */
export type Reveal = {file: FileId; line: number; serial: number};

export type WorkbenchModel = {
  state: WorkbenchState;
  /** One id per file of the state, in the same order (a one-template state: one id). */
  ids: FileId[];
  /** The next id to give: ids are never reused, even across opened states. */
  nextId: FileId;
  /** The file shown in the template editor. */
  open: FileId;
  /** Whether the open file's name is being edited (a new file starts so). */
  renaming: boolean;
  reveal: Reveal | null;
};

export type WorkbenchAction =
  /** Opens a whole state (a shared link, a docs example, a lesson's Solve or Reset), its page file shown. */
  | {type: 'open-state'; state: WorkbenchState}
  | {type: 'edit'; file: FileId; source: string}
  /** Adds components/new.tw (or new-2.tw…), opened with its name ready to edit; a one-template state becomes home.tw and it. */
  | {type: 'add-file'}
  | {type: 'rename-file'; file: FileId; to: string}
  | {type: 'delete-file'; file: FileId}
  | {type: 'choose-file'; file: FileId}
  /** The next (1) or previous (-1) file, round the list. */
  | {type: 'step-file'; by: 1 | -1}
  | {type: 'renaming'; on: boolean}
  /** Renders this file as the page. */
  | {type: 'choose-page'; file: FileId}
  | {type: 'version'; version: EngineVersion}
  | {type: 'data'; data: string}
  /** Compare on, off, or (without `on`) the other way. */
  | {type: 'compare'; on?: boolean}
  /** Opens a problem's place: its file (null: the one template) at its line. */
  | {type: 'reveal'; path: string | null; line: number};

function idsFrom(first: FileId, count: number): FileId[] {
  return Array.from({length: count}, (_, i) => first + i);
}

function fileCount(state: WorkbenchState): number {
  return hasFiles(state) ? state.files.length : 1;
}

/** The page file's place in a state, or 0. */
function pageIndex(state: WorkbenchState): number {
  return hasFiles(state)
    ? Math.max(
        0,
        state.files.findIndex((file) => file.path === state.page),
      )
    : 0;
}

export function initialModel(state: WorkbenchState, firstId: FileId = 1): WorkbenchModel {
  const ids = idsFrom(firstId, fileCount(state));
  return {state, ids, nextId: firstId + ids.length, open: ids[pageIndex(state)], renaming: false, reveal: null};
}

/** The open file's place in the state's files (0 for one template). */
export function openIndex(model: WorkbenchModel): number {
  return Math.max(0, model.ids.indexOf(model.open));
}

/** The open file's path, or '' for one template (as the engine's problems name it). */
export function openPath(model: WorkbenchModel): string {
  return hasFiles(model.state) ? model.state.files[openIndex(model)].path : '';
}

/** The source of a file by id, or null when the model has no such file. */
export function sourceOf(model: WorkbenchModel, file: FileId): string | null {
  const index = model.ids.indexOf(file);
  if (index < 0) return null;
  return hasFiles(model.state) ? model.state.files[index].source : model.state.template;
}

function withState(model: WorkbenchModel, state: WorkbenchState): WorkbenchModel {
  return {...model, state};
}

function changeFiles(model: WorkbenchModel, change: (state: FilesState) => FilesState): FilesState {
  return change(withFiles(model.state));
}

export function workbenchReducer(model: WorkbenchModel, action: WorkbenchAction): WorkbenchModel {
  const {state} = model;
  const files = hasFiles(state) ? state : null;
  const index = 'file' in action ? model.ids.indexOf(action.file) : -1;
  switch (action.type) {
    case 'open-state':
      // The last reveal is kept so that its serial keeps counting up; it names no file of the new state.
      return {...initialModel(action.state, model.nextId), reveal: model.reveal};

    case 'edit': {
      if (index < 0) return model;
      if (!files) {
        const single = state as SingleTemplateState;
        return single.template === action.source ? model : withState(model, {...single, template: action.source});
      }
      if (files.files[index].source === action.source) return model;
      return withState(model, {
        ...files,
        files: files.files.map((file, i) => (i === index ? {...file, source: action.source} : file)),
      });
    }

    case 'add-file': {
      const id = model.nextId;
      const next = changeFiles(model, (s) => ({
        ...s,
        files: [...s.files, {path: freshPath(s.files.map((file) => file.path)), source: ''}],
      }));
      return {...model, state: next, ids: [...model.ids, id], nextId: id + 1, open: id, renaming: true};
    }

    case 'rename-file': {
      if (!files || index < 0) return model;
      const from = files.files[index].path;
      if (action.to === from) return model.renaming ? {...model, renaming: false} : model;
      const others = files.files.filter((_, i) => i !== index).map((file) => file.path);
      if (pathProblem(action.to, others)) return model;
      return {
        ...model,
        state: {
          ...files,
          files: files.files.map((file, i) => (i === index ? {...file, path: action.to} : file)),
          page: from === files.page ? action.to : files.page,
        },
        renaming: false,
      };
    }

    case 'delete-file': {
      if (!files || index < 0 || files.files.length === 1) return model;
      const rest = files.files.filter((_, i) => i !== index);
      const ids = model.ids.filter((_, i) => i !== index);
      // Deleting the open file opens the one before it (the first file when it was first).
      const open = model.open === action.file ? ids[Math.max(0, index - 1)] : model.open;
      return {
        ...model,
        state: {...files, files: rest, page: files.files[index].path === files.page ? rest[0].path : files.page},
        ids,
        open,
        renaming: false,
      };
    }

    case 'choose-file':
      if (index < 0) return model;
      return {...model, open: action.file, renaming: false};

    case 'step-file': {
      if (!files) return model;
      const count = model.ids.length;
      return {...model, open: model.ids[(openIndex(model) + action.by + count) % count], renaming: false};
    }

    case 'renaming':
      if ((action.on && !files) || model.renaming === action.on) return model;
      return {...model, renaming: action.on};

    case 'choose-page':
      if (!files || index < 0 || files.page === files.files[index].path) return model;
      return withState(model, {...files, page: files.files[index].path});

    case 'version':
      if (!ENGINE_VERSIONS.includes(action.version) || state.version === action.version) return model;
      return withState(model, {...state, version: action.version});

    case 'data':
      return state.data === action.data ? model : withState(model, {...state, data: action.data});

    case 'compare': {
      const on = action.on ?? !state.compare;
      return Boolean(state.compare) === on ? model : withState(model, {...state, compare: on});
    }

    case 'reveal': {
      const at = files
        ? Math.max(
            0,
            files.files.findIndex((file) => file.path === action.path),
          )
        : 0;
      const file = model.ids[at];
      return {
        ...model,
        open: file,
        renaming: false,
        reveal: {file, line: action.line, serial: (model.reveal?.serial ?? 0) + 1},
      };
    }
  }
}
