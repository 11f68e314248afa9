import type {Browser} from '@playwright/test';

export type WeighedFiles = {bytes: number; files: Array<{urlPath: string; bytes: number}>};
export type SearchWeight = {
  firstUse: WeighedFiles;
  queries: Array<WeighedFiles & {query: string}>;
  hoverToReadyMs: number;
  readyAfterFilesMs: number;
};
/** Figures in KB, as budgets.json keeps them. */
export type SearchFigures = {firstUse: number; perQuery: number};
export type SearchBudget = {
  budget: SearchFigures;
  before: SearchFigures;
  today: SearchFigures & {files?: Record<string, number>};
};

export const WEIGHED_QUERIES: string[];
export function largestQueryBytes(buildDir?: string, shown?: number): {texts: number; bytes: number};
export function measureSearchWeight(
  browser: Browser,
  baseUrl: string,
  options?: {buildDir?: string; queries?: string[]},
): Promise<SearchWeight>;
export function perQueryBytes(measured: SearchWeight, buildDir?: string): number;
export function overSearchBudget(search: SearchBudget, measured: SearchWeight, buildDir?: string): string | null;
export function searchFileName(urlPath: string): string;
export function searchKb(bytes: number): number;
