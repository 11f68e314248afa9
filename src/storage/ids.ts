/**
 * The one id maker for what the site keeps in the browser: a page's own id
 * in the tour's stamps and the drafts' `by`, a draft's id, a question asked
 * of the other open tabs. 72 random bits, from the browser's cryptographic
 * source, as 18 hex digits: two pages never pick the same one.
 */
export function newId(): string {
  const bytes = new Uint8Array(9);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
