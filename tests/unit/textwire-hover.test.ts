/**
 * What the template editor's docs tooltip is about at a position
 * (components/Workbench/Editor/docTarget.ts), on the editor's own tokens and
 * the docs index read from our Markdown.
 */
import {describe, expect, it} from 'vitest';
import {EditorState} from '@codemirror/state';
import {ensureSyntaxTree} from '@codemirror/language';
import {textwireLanguage} from '../../src/components/Workbench/Editor/textwireLanguage';
import {docEntries, docTargetAt} from '../../src/components/Workbench/Editor/docTarget';
import {editorDocsOf, parseReferencePages} from '../../src/reference/editorDocsIndex';
import {DOCS_VERSIONS, LATEST_VERSION, type DocsVersion} from '../../src/versions';
import type {EditorDocs} from '../../src/language/editorDocs';

function stateOf(doc: string): EditorState {
  const state = EditorState.create({doc, extensions: [textwireLanguage]});
  ensureSyntaxTree(state, doc.length, 5000);
  return state;
}

const docsByVersion = new Map<DocsVersion, EditorDocs>();
function docsOf(version: DocsVersion): EditorDocs {
  if (!docsByVersion.has(version)) {
    docsByVersion.set(
      version,
      editorDocsOf(
        parseReferencePages(version).map((page) => ({
          ...page,
          permalink: `${version.route}/${page.path.replace(/\.md$/, '')}`,
        })),
      ),
    );
  }
  return docsByVersion.get(version)!;
}

/** The names and types shown over the first occurrence of `word` in the template (at its second character). */
function shownOver(template: string, word: string, version = LATEST_VERSION) {
  const state = stateOf(template);
  const target = docTargetAt(state, template.indexOf(word) + 1, 1);
  if (!target) return null;
  return docEntries(docsOf(version), target).map(
    (entry) => `${entry.type ?? '-'}:${entry.name} ${entry.doc.url.replace(/^.*\/functions\//, '')}`,
  );
}

describe('template editor docs', () => {
  it('names directives and functions after a dot, not words in HTML text or escaped directives', () => {
    const template = '<p>e.g. name.split here \\@each</p>{{ name.split(",").len() }}@each(x in xs)@end';
    const state = stateOf(template);
    const at = (word: string, from = 0) => docTargetAt(state, template.indexOf(word, from) + 1, 1);
    expect(at('split')).toBeNull();
    expect(at('@each')).toBeNull();
    expect(at('split', template.indexOf('{{'))).toMatchObject({kind: 'function', name: 'split', type: null});
    expect(at('len')).toMatchObject({kind: 'function', name: 'len', type: null});
    expect(at('@each', template.indexOf('{{'))).toMatchObject({kind: 'directive', name: '@each'});
  });

  it('shows one entry on a literal receiver, and every type that has the name otherwise', () => {
    expect(shownOver('{{ "a b".split(" ") }}', 'split')).toEqual(['-:split str#split']);
    expect(shownOver('{{ "abc".len() }}', 'len')).toEqual(['-:len str#len']);
    expect(shownOver('{{ 12.len() }} {{ 1.5.int() }}', 'len')).toEqual(['-:len int#len']);
    expect(shownOver('{{ 1.5.int() }}', 'int')).toEqual(['-:int float#int']);
    expect(shownOver('{{ items.len() }}', 'len')).toEqual(['arr:len arr#len', 'int:len int#len', 'str:len str#len']);
    expect(shownOver('{{ "a".nope() }}', 'nope')).toEqual([]);
  });

  it('follows the version: v1 has its own entries', () => {
    const v1 = DOCS_VERSIONS.find((version) => version.name === 'v1')!;
    expect(shownOver('{{ items.len() }}', 'len', v1)).toEqual(['arr:len arr#len', 'str:len str#len']);
    expect(shownOver('@dump(x)', '@dump', v1)).toEqual([]);
  });
});
