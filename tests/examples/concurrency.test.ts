/**
 * What the docs say about rendering from several goroutines, checked with
 * Go's race detector.
 *
 * v2: the locked handler program in guides/template-usage.md is compiled
 * with a test that calls its `home` handler from eight goroutines, under
 * `go test -race`. It must pass and render the page; the same program with
 * its lock lines removed must be reported, at the engine's write in
 * template.go (so the test can fail, and the line the page names is checked).
 *
 * v1: one Template rendered from many goroutines is race-free, and an
 * EvaluateString running at the same time is reported, as the v1 page says.
 */
import {spawnSync} from 'node:child_process';
import {mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import type {EngineVersion} from '../../src/engine/client';
import {loadDocFiles} from '../support/docs';
import {ENGINE_DIR, ENGINE_MODULES} from '../support/go';

const GOROUTINES = 8;
const PAGE = '<p>Hello, {{ name }}</p>\n';
const RENDERED = '<p>Hello, Anna</p>\n';

const folders: string[] = [];
afterAll(() => folders.forEach((folder) => rmSync(folder, {recursive: true, force: true})));

/** A throwaway module requiring the engine version the site pins, with templates/home.tw. */
function goModule(version: EngineVersion, files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), `tw-race-${version}-`));
  folders.push(dir);
  const pin = new RegExp(`${ENGINE_MODULES[version].replace(/[/.]/g, '\\$&')} (v[\\d.]+)`).exec(
    readFileSync(join(ENGINE_DIR, 'go.mod'), 'utf8'),
  );
  writeFileSync(
    join(dir, 'go.mod'),
    `module race.example/${version}\n\ngo 1.22\n\nrequire ${ENGINE_MODULES[version]} ${pin![1]}\n`,
  );
  writeFileSync(join(dir, 'go.sum'), readFileSync(join(ENGINE_DIR, 'go.sum'), 'utf8'));
  mkdirSync(join(dir, 'templates'));
  writeFileSync(join(dir, 'templates', 'home.tw'), PAGE);
  for (const [name, source] of Object.entries(files)) writeFileSync(join(dir, name), source);
  return dir;
}

function goTestRace(dir: string): {passed: boolean; output: string} {
  const run = spawnSync('go', ['test', '-race', '-count=1', '.'], {
    cwd: dir,
    encoding: 'utf8',
    timeout: 240_000,
    env: {...process.env, GOFLAGS: '-mod=mod', CGO_ENABLED: '1'},
  });
  return {passed: run.status === 0, output: `${run.stdout}${run.stderr}`};
}

describe('v2: the locked handler in the docs passes -race', () => {
  const doc = loadDocFiles().find((d) => d.version === 'v2' && d.path.endsWith('guides/template-usage.md'));
  const programs = doc?.scan.goFiles.filter((file) => file.source.includes('sync.Mutex')) ?? [];
  const LOCK_LINE = /^\s*(defer\s+)?p\.mu\.(Lock|Unlock)\(\)\s*$/gm;

  /** Calls the page's handler from several goroutines, as net/http would. */
  const harness = `package main

import (
	"net/http/httptest"
	"sync"
	"testing"

	"github.com/textwire/textwire/v2"
	"github.com/textwire/textwire/v2/config"
)

func TestHomeFromGoroutines(t *testing.T) {
	tpl, err := textwire.NewTemplate(&config.Config{TemplateExt: ".tw"})
	if err != nil {
		t.Fatal(err)
	}
	p := &pages{tpl: tpl}
	var wg sync.WaitGroup
	for i := 0; i < ${GOROUTINES}; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			rec := httptest.NewRecorder()
			p.home(rec, httptest.NewRequest("GET", "/", nil))
			if got := rec.Body.String(); got != ${JSON.stringify(RENDERED)} {
				t.Errorf("rendered %q", got)
			}
		}()
	}
	wg.Wait()
}
`;

  it('finds one such program on the page, with two lock lines', () => {
    expect(programs).toHaveLength(1);
    expect(programs[0].source.match(LOCK_LINE)).toHaveLength(2);
  });

  it(`renders from ${GOROUTINES} goroutines with no race reported`, () => {
    const {passed, output} = goTestRace(goModule('v2', {'main.go': programs[0].source, 'main_test.go': harness}));
    expect(output).not.toContain('DATA RACE');
    expect(passed, output).toBe(true);
  }, 300_000);

  it('without its lock, the race is reported at the write in template.go:33', () => {
    const naive = programs[0].source.replace(LOCK_LINE, '');
    const {passed, output} = goTestRace(goModule('v2', {'main.go': naive, 'main_test.go': harness}));
    expect(passed).toBe(false);
    expect(output).toContain('WARNING: DATA RACE');
    expect(output).toMatch(/textwire\/v2@v[\d.]+\/template\.go:33\b/);
  }, 300_000);
});

describe('v1: one Template renders from many goroutines; EvaluateString beside it races', () => {
  /** String and Response (with a failing page) from every goroutine; EvaluateString too when asked. */
  const harness = (withEvaluateString: boolean): string => `package main

import (
	"net/http/httptest"
	"os"
	"sync"
	"testing"

	"github.com/textwire/textwire"
)

func TestTemplateFromGoroutines(t *testing.T) {
	os.WriteFile("templates/bad.tw", []byte("{{ missing }}\\n"), 0o644)
	tpl, err := textwire.NewTemplate(&textwire.Config{TemplateExt: ".tw"})
	if err != nil {
		t.Fatal(err)
	}
	var wg sync.WaitGroup
	for i := 0; i < ${GOROUTINES}; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			out, failErr := tpl.String("home", map[string]interface{}{"name": "Anna"})
			if failErr != nil || out != ${JSON.stringify(RENDERED)} {
				t.Errorf("rendered %q, %v", out, failErr)
			}
			if tpl.Response(httptest.NewRecorder(), "bad", nil) == nil {
				t.Error("bad.tw rendered without an error")
			}
			${withEvaluateString ? 'textwire.EvaluateString("{{ 1 + 1 }}", nil)' : ''}
		}()
	}
	wg.Wait()
}
`;

  it('String and Response from several goroutines: no race', () => {
    const {passed, output} = goTestRace(goModule('v1', {'main_test.go': harness(false)}));
    expect(output).not.toContain('DATA RACE');
    expect(passed, output).toBe(true);
  }, 300_000);

  it('EvaluateString at the same time: reported', () => {
    const {passed, output} = goTestRace(goModule('v1', {'main_test.go': harness(true)}));
    expect(passed).toBe(false);
    expect(output).toContain('WARNING: DATA RACE');
    expect(output).toMatch(/textwire@v[\d.]+\/textwire\.go:51\b/);
  }, 300_000);
});
