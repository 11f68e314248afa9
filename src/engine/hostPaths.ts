/**
 * Where the engine's host lays out template files (host.ts): the working
 * directory of the Go program and its templates folder. Error messages name
 * files by these paths, so the playground reads them back to find the file.
 */
export const APP_ROOT = '/app';
export const TEMPLATES_DIR = 'templates';
