/**
 * Shorthands for the engine tests: one template through EvaluateString, or
 * `page` of a set of files through NewTemplate, as requests to an engine
 * client (the site builds its requests from a state: src/workbench/run.ts).
 */
import type {EvalResult, TemplateFile} from '../../src/engine/client';
import type {Engine} from '../../src/workbench/run';

export function evaluate(engine: Engine, template: string, data = ''): Promise<EvalResult> {
  return engine.request({kind: 'string', template, data});
}

export function render(engine: Engine, files: TemplateFile[], page: string, data = ''): Promise<EvalResult> {
  return engine.request({kind: 'files', files, page, data});
}
