/**
 * The workbench's model folders stay below the pages that use them: nothing
 * in src/playground, src/workbench or src/language imports React, a
 * component, a page or the tour (docs-dev/workbench.md, "The structure, from
 * the imports"; `node scripts/import-arrows.mjs` draws the arrows).
 */
import {readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';

const IMPORT = /(?:import|export)[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*(?:\/\*[\s\S]*?\*\/\s*)?['"]([^'"]+)['"]/g;
const UPWARD =
  /^(react|react-dom|@docusaurus\/|@theme\/|@site\/src\/(components|pages|tour|theme)\/)|(^|\/)(components|pages|tour|theme)\//;

function importsOf(folder: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(folder, {withFileTypes: true, recursive: true})) {
    if (!entry.isFile() || !/\.tsx?$/.test(entry.name)) continue;
    const path = join(entry.parentPath, entry.name);
    for (const match of readFileSync(path, 'utf8').matchAll(IMPORT)) found.push(`${path}: ${match[1] ?? match[2]}`);
  }
  return found;
}

describe('the model folders import nothing above them', () => {
  for (const folder of ['src/playground', 'src/workbench', 'src/language']) {
    it(folder, () => {
      const imports = importsOf(folder);
      expect(imports.length).toBeGreaterThan(0);
      expect(imports.filter((line) => UPWARD.test(line.split(': ')[1]))).toEqual([]);
    });
  }
});
