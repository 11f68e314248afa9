/**
 * What "Copy page" does once clicked, loaded on that click (./index.tsx):
 * fetches the page's Markdown and words the outcome.
 */
export async function loadMarkdown(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return response.text();
}

/** The message for a copy that succeeded (no error) or failed. */
export function outcomeMessage(error: unknown): string {
  if (error === null) return 'Copied this page as Markdown.';
  return /HTTP|fetch|chunk/i.test(String(error))
    ? 'The Markdown of this page could not be loaded. Try again, or open it with “View as Markdown”.'
    : 'The clipboard is not available here: open “View as Markdown” and copy it from there.';
}
