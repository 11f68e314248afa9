import type {Browser} from '@playwright/test';
import type {SearchBudget} from './search-weight.mjs';

export type FetchedResource = {name: string; urlPath: string; type: string; bytes: number; engine: boolean};
export type RouteWeight = {requests: FetchedResource[]; js: number; total: number; engine: number};
/** Figures in KB, as budgets.json keeps them. */
export type Figures = {js: number; total: number; engine?: number};
export type RouteBudget = {
  name: string;
  path: string;
  budget: Figures;
  /** The figures of the build at issue #36 (6243242). */
  before: Figures;
  today: Figures & {files?: Record<string, number>};
};
export type Budgets = {routes: RouteBudget[]; search: SearchBudget};

export function servedBytes(buildDir: string, urlPath: string): number;
export function resourceName(urlPath: string, type: string): string;
export function measureRoute(
  browser: Browser,
  baseUrl: string,
  path: string,
  options?: {buildDir?: string},
): Promise<RouteWeight>;
export function kb(bytes: number): number;
export function readBudgets(file?: string): Budgets;
export function overBudget(route: RouteBudget, measured: RouteWeight): string | null;
