/**
 * Runs each step in a task of its own, in order, so that the browser can
 * answer the visitor between them: for work that is needed soon but would be
 * one long task if done at once (building the playground's editors, defining
 * Prism's languages). Returns a function that cancels the steps not yet run.
 */
export function runInSeparateTasks(steps: Array<() => void>): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const next = (index: number) => {
    if (index === steps.length) return;
    timer = setTimeout(() => {
      steps[index]();
      next(index + 1);
    }, 0);
  };
  next(0);
  return () => clearTimeout(timer);
}

/** Resolves in a task of its own, after whatever the browser has waiting. */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
