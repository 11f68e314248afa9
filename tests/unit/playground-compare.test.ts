/** The compare view's pure parts: which versions, what differs, what the summary says; and the shortcut keys. */
import {describe, expect, it} from 'vitest';
import {compareSides, sideOf, summary} from '../../src/workbench/compareDiff';
import {comparedVersions, compareLabel} from '../../src/workbench/compare';
import {outcomeOf} from '../../src/workbench/run';
import {SHORTCUTS, shortcutKeys, shortcutOf} from '../../src/workbench/shortcuts';
import {LESSON_SHORTCUTS} from '../../src/tour/shortcuts';
import {ENGINE_VERSIONS} from '../../src/versions';

const output = (text: string) => ({kind: 'output' as const, text});

describe('compare view', () => {
  it('compares a version with the one before it, from the registry', () => {
    const [oldest, next] = ENGINE_VERSIONS;
    expect(comparedVersions(next)).toEqual([oldest, next]);
    expect(comparedVersions(oldest)).toEqual([oldest, next]);
    expect(compareLabel(next)).toBe(`Compare ${oldest} and ${next}`);
  });

  it('marks the words that differ, each side keeping its own text exactly', () => {
    const older = output('<p>6 items</p>\n<p>team.io</p>');
    const newer = output('<p>5 items</p>\n<p>team@end.io</p>');
    const comparison = compareSides(older, newer);
    expect(comparison.kind).toBe('differs');
    if (comparison.kind !== 'differs') return;
    expect(comparison.count).toBe(2);
    expect(comparison.older.map((s) => s.text).join('')).toBe(older.text);
    expect(comparison.newer.map((s) => s.text).join('')).toBe(newer.text);
    expect(comparison.older.filter((s) => s.changed).map((s) => s.text)).toEqual(['6']);
    expect(comparison.newer.filter((s) => s.changed).map((s) => s.text)).toEqual(['5', '@end']);
    expect(summary(comparison, ['v1', 'v2'], older)).toBe('2 differences between the outputs of v1 and v2.');
  });

  it('counts whitespace alone as no difference, and says when one side fails', () => {
    expect(compareSides(output('<p>a</p>\n  <p>b</p>'), output('<p>a</p> <p>b</p>')).kind).toBe('whitespace');
    const failing = sideOf(
      outcomeOf({status: 'error', message: "[Textwire ERROR:1]: illegal token '&' found", problems: []}),
    );
    const comparison = compareSides(failing, output('Welcome'));
    expect(comparison.kind).toBe('kinds');
    expect(summary(comparison, ['v1', 'v2'], failing)).toBe('v1 fails, v2 renders.');
    // One table of titles: the result pane and each side of compare say the same.
    expect(sideOf(outcomeOf({status: 'crash', panic: 'boom'}))).toEqual({
      kind: 'error',
      title: 'Engine crash',
      text: 'The engine crashed on this template (Go panic: boom).',
    });
  });
});

describe('playground shortcuts', () => {
  it('are Alt+Shift with a key each, and nothing else', () => {
    const press = (code: string, more = {}) =>
      shortcutOf({altKey: true, shiftKey: true, ctrlKey: false, metaKey: false, code, ...more});
    expect(press('KeyC')).toBe('compare');
    expect(press('KeyC', {ctrlKey: true})).toBeNull();
    expect(press('KeyC', {shiftKey: false})).toBeNull();
    expect(new Set(SHORTCUTS.map((s) => s.code)).size).toBe(SHORTCUTS.length);
    expect(SHORTCUTS.every((s) => s.keys === `Alt+Shift+${s.code.replace(/^Key/, '')}`)).toBe(true);
  });

  it("a lesson page's keys go through the same matcher, with its own table", () => {
    const press = (code: string, more = {}) =>
      shortcutOf({altKey: true, shiftKey: true, ctrlKey: false, metaKey: false, code, ...more}, LESSON_SHORTCUTS);
    expect(['Enter', 'NumpadEnter', 'Period', 'Comma'].map((code) => press(code))).toEqual([
      'check',
      'check',
      'next',
      'previous',
    ]);
    expect(press('KeyC')).toBeNull();
    expect(press('Enter', {shiftKey: false})).toBeNull();
    expect(shortcutKeys('check', LESSON_SHORTCUTS)).toBe('Alt+Shift+Enter');
  });
});
