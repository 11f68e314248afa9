/**
 * The guide "Coming from html/template" sets Go's standard library beside
 * Textwire: each ```gotemplate block (src/examples/scan.ts) is run here with
 * html/template (or text/template) through engine/cmd/gotpl, with the data of
 * the Textwire example beside it, and must give that example's result, or,
 * marked `differs`, the result its own block shows, which must then differ
 * from the Textwire side's. The Textwire side is run here too (natively, on
 * the page's engine), so each pair's two results are checked in one place;
 * tests/examples/examples.test.ts runs it again through its Try it link.
 * Prints the number of pairs and how many differ on purpose.
 */
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {parseMeta, shownText, type ExpectedResult} from '../../src/examples/scan';
import {lineOf, loadDocFiles} from '../support/docs';
import {goTemplateBinary, renderFiles, renderGoTemplate, renderString, type NativeResult} from '../support/go';

const MIN_PAIRS = 25;

const pairs = loadDocFiles().flatMap((doc) => doc.scan.goTemplates.map((pair) => ({doc, pair})));
const ran = {pairs: 0, differ: 0};

type Stated = {kind: string; text: string};
const stated = (result: ExpectedResult): Stated => ({kind: result.kind, text: result.text});

function shownTextwire(result: NativeResult): Stated {
  if (result.status === 'ok') return {kind: 'output', text: shownText(result.output)};
  if (result.status === 'error') return {kind: 'error', text: shownText(result.message)};
  return {kind: 'panic', text: shownText(result.value)};
}

beforeAll(() => void goTemplateBinary(), 300_000);

describe('html/template beside Textwire: both sides of every pair run', () => {
  it(`the docs hold at least ${MIN_PAIRS} pairs`, () => {
    expect(pairs.length).toBeGreaterThanOrEqual(MIN_PAIRS);
  });

  for (const {doc, pair} of pairs) {
    const where = `${doc.path}:${lineOf(pair.nodes[0])}`;
    it(`pair at ${where}`, () => {
      const textwire = pair.textwire;
      expect(textwire, `${where}: no Textwire example after the Go side`).not.toBeNull();
      const data = pair.data ?? textwire!.data;
      const go = renderGoTemplate(pair, data);
      const goShown =
        go.status === 'ok'
          ? {kind: 'output', text: shownText(go.output)}
          : {kind: 'error', text: shownText(go.message)};
      const goStated = stated(pair.result ?? textwire!.expected);
      expect(
        goShown,
        `${where}: ${pair.text ? 'text' : 'html'}/template gives another result than the page shows`,
      ).toEqual(goStated);
      const stage = pair.result ? parseMeta(pair.result.node.meta).attributes.get('stage') : undefined;
      if (stage !== undefined)
        expect(go.status === 'ok' ? 'ok' : go.stage, `${where}: the Go side fails at another step`).toBe(stage);

      const native = textwire!.files
        ? renderFiles(doc.version, textwire!.files, textwire!.data)
        : renderString(doc.version, textwire!.template, textwire!.data);
      const textwireStated = stated(textwire!.expected);
      expect(shownTextwire(native), `${where}: the Textwire side gives another result than the page shows`).toEqual(
        textwireStated,
      );
      if (pair.differs)
        expect(goStated, `${where}: marked differs, but both sides give the same result`).not.toEqual(textwireStated);
      ran.pairs++;
      if (pair.differs) ran.differ++;
    });
  }
});

afterAll(() => {
  console.log(
    `html/template beside Textwire: ${ran.pairs} pairs ran on both engines, ${ran.differ} differ on purpose, ${ran.pairs - ran.differ} give the same result (${pairs.length} pairs in the docs)`,
  );
});
