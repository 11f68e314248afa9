import type {Page} from '@playwright/test';

export function countEngineCalls(): void;

export function engineCallsAfter(page: Page, act: () => Promise<unknown>, quietMs?: number): Promise<number>;

export type EngineCalls = {alone: number; compare: number; pauses: number};

export function measureEngineCalls(
  browser: import('@playwright/test').Browser,
  base: string,
  pauses?: number,
): Promise<EngineCalls>;

export function printEngineCalls(label: string, calls: EngineCalls): void;
