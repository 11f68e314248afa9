/**
 * "Export as Go project": the playground's state as a zip holding a Go
 * program that renders the same template (or set of files) with the same
 * data through the same engine release, and prints what the playground shows.
 *
 * Loaded only when a visitor exports (src/components/Workbench/ExportButton.tsx imports it dynamically), with
 * fflate, so the playground's first load does not carry them. The examples
 * test exports docs examples with this very function and runs them with Go
 * (tests/examples/export.test.ts).
 *
 * The module pin and its hashes come from engine/go.mod and engine/go.sum,
 * which the site's engines are built from (read at build time through
 * `?raw`, plugins/raw-text.ts); the release from ENGINE_RELEASES.
 */
import {strToU8, zipSync, type Zippable} from 'fflate';
import engineGoMod from '../../engine/go.mod?raw';
import engineGoSum from '../../engine/go.sum?raw';
import {ENGINE_MODULES, ENGINE_RELEASES, type EngineVersion} from '../engine/client';
import {TEMPLATES_DIR} from '../engine/hostPaths';
import {hasFiles, type WorkbenchState} from './state';
import {setProblem, TEMPLATE_EXT} from './files';

/** The folder the zip unpacks to; also the Go module's name. */
export const PROJECT_NAME = 'textwire-playground';
/** Where a one-template project keeps its template. */
export const TEMPLATE_FILE = `template${TEMPLATE_EXT}`;
export const DATA_FILE = 'data.json';

export type GoProject = {fileName: string; zip: Uint8Array};

/** The go directive the engines are built with: the oldest Go the export promises to work with. */
function goDirective(): string {
  const match = /^go (\S+)$/m.exec(engineGoMod);
  if (!match) throw new Error('engine/go.mod has no go directive');
  return match[1];
}

/** The module's lines of engine/go.sum (its zip and its go.mod hash), so that `go run .` needs no `go mod tidy`. */
function goSum(module: string, version: string): string {
  const lines = engineGoSum
    .split('\n')
    .filter((line) => line.startsWith(`${module} ${version} `) || line.startsWith(`${module} ${version}/go.mod `));
  if (lines.length !== 2) throw new Error(`engine/go.sum does not hold the hashes of ${module} ${version}`);
  return `${lines.join('\n')}\n`;
}

/** How each major version spells the template configuration. */
const CONFIG_SYNTAX: Record<EngineVersion, {imports: string[]; type: string}> = {
  v1: {imports: [], type: 'textwire.Config'},
  v2: {imports: [`"${ENGINE_MODULES.v2}/config"`], type: 'config.Config'},
};

/** Reads data.json as the playground does: whole numbers as int, other numbers as float64. */
const READ_DATA = `// readData decodes the JSON object in path into the values Textwire receives.
// Whole numbers become int and other numbers float64, as in the playground:
// encoding/json alone would make every number a float64.
func readData(path string) (map[string]any, error) {
	src, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	if len(bytes.TrimSpace(src)) == 0 {
		return map[string]any{}, nil
	}
	dec := json.NewDecoder(bytes.NewReader(src))
	dec.UseNumber()
	var data map[string]any
	if err := dec.Decode(&data); err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return withGoNumbers(data).(map[string]any), nil
}

func withGoNumbers(value any) any {
	switch v := value.(type) {
	case json.Number:
		if i, err := v.Int64(); err == nil {
			return int(i)
		}
		f, _ := v.Float64()
		return f
	case map[string]any:
		for key, item := range v {
			v[key] = withGoNumbers(item)
		}
	case []any:
		for i, item := range v {
			v[i] = withGoNumbers(item)
		}
	}
	return value
}

func fail(err error) {
	fmt.Fprintln(os.Stderr, err)
	os.Exit(1)
}
`;

function mainGo(state: WorkbenchState): string {
  const {version} = state;
  const module = ENGINE_MODULES[version];
  const release = ENGINE_RELEASES[version];
  const files = hasFiles(state);
  const engineImports = [`"${module}"`, ...(files ? CONFIG_SYNTAX[version].imports : [])];
  const render = files
    ? `	tpl, err := textwire.NewTemplate(&${CONFIG_SYNTAX[version].type}{
		TemplateDir: ${JSON.stringify(TEMPLATES_DIR)},
		TemplateExt: ${JSON.stringify(TEMPLATE_EXT)},
	})
	if err != nil {
		fail(err)
	}
	out, tplErr := tpl.String(${JSON.stringify(state.page.slice(0, -TEMPLATE_EXT.length))}, data)
	if tplErr != nil {
		fail(tplErr.Error())
	}
`
    : `	template, err := os.ReadFile(${JSON.stringify(TEMPLATE_FILE)})
	if err != nil {
		fail(err)
	}
	out, err := textwire.EvaluateString(string(template), data)
	if err != nil {
		fail(err)
	}
`;
  const what = files ? `${state.page} from the ${TEMPLATES_DIR} folder` : TEMPLATE_FILE;
  return `// Command ${PROJECT_NAME} renders ${what}
// with the data in ${DATA_FILE} through Textwire ${release}, as the Textwire
// playground did, and prints the result. Errors go to standard error, with
// exit status 1.
package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"

	${engineImports.join('\n\t')}
)

func main() {
	data, err := readData(${JSON.stringify(DATA_FILE)})
	if err != nil {
		fail(err)
	}
${render}	fmt.Print(out)
}

${READ_DATA}`;
}

function goMod(version: EngineVersion): string {
  return `module ${PROJECT_NAME}

go ${goDirective()}

require ${ENGINE_MODULES[version]} v${ENGINE_RELEASES[version]}
`;
}

function readme(state: WorkbenchState): string {
  const {version} = state;
  const templates = hasFiles(state)
    ? `- \`${TEMPLATES_DIR}/\`: your template files. \`main.go\` renders \`${state.page}\` with \`NewTemplate\`
  (templates folder \`${TEMPLATES_DIR}\`, extension \`${TEMPLATE_EXT}\`) and \`String\`. File paths in error
  messages are where you run the program, not the playground's \`/app\`.`
    : `- \`${TEMPLATE_FILE}\`: your template, read when the program starts and rendered with \`EvaluateString\`.`;
  return `# ${PROJECT_NAME}

Exported from the Textwire playground: a Go program that renders your template with your data
through Textwire ${ENGINE_RELEASES[version]} (\`${ENGINE_MODULES[version]}\`).

\`\`\`bash
go run .
\`\`\`

It prints the HTML the playground showed, byte for byte. If the engine refuses the template, the
program prints the engine's error to standard error and exits with status 1. It needs Go
${goDirective()} or newer; \`go.sum\` holds the engine's checksums, so no \`go mod tidy\` is needed.

- \`main.go\`: the program.
${templates}
- \`${DATA_FILE}\`: the data, as you typed it. Whole numbers reach the template as Go \`int\`, other
  numbers as \`float64\`, arrays as \`[]any\` and objects as \`map[string]any\`, as in the playground.
  Edit it and run again. In an application the data comes from your code instead: build the
  \`map[string]any\` there and drop \`readData\`.
`;
}

/** The project's files, by path inside the project folder. */
function projectFiles(state: WorkbenchState): Record<string, string> {
  const data = state.data.trim() === '' ? '{}\n' : state.data.endsWith('\n') ? state.data : `${state.data}\n`;
  const files: Record<string, string> = {
    'go.mod': goMod(state.version),
    'go.sum': goSum(ENGINE_MODULES[state.version], `v${ENGINE_RELEASES[state.version]}`),
    'main.go': mainGo(state),
    [DATA_FILE]: data,
    'README.md': readme(state),
  };
  if (hasFiles(state)) {
    for (const file of state.files) files[`${TEMPLATES_DIR}/${file.path}`] = file.source;
  } else {
    files[TEMPLATE_FILE] = state.template;
  }
  return files;
}

/**
 * Throws with the reason when the state cannot be a project (a file name the
 * playground does not accept, which could also point outside the folder).
 */
export function exportGoProject(state: WorkbenchState): GoProject {
  if (hasFiles(state)) {
    const problem = setProblem(state.files, state.page);
    if (problem) throw new Error(problem);
  }
  const zippable: Zippable = {};
  for (const [path, text] of Object.entries(projectFiles(state))) zippable[`${PROJECT_NAME}/${path}`] = strToU8(text);
  return {fileName: `${PROJECT_NAME}-${state.version}.zip`, zip: zipSync(zippable)};
}
