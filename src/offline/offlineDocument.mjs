// Plain JavaScript: the service worker (src/offline/serviceWorker.mjs) imports it.
/**
 * The offline page as a document of its own, shown at another page's address:
 * its markup (the site's layout and the message) without its scripts, which
 * would render the page of the address, whose code is not stored.
 */
export function withoutScripts(/** @type {string} */ html) {
  return html
    .replace(/<script\b[^>]*\bsrc=[^>]*>\s*<\/script>/g, '')
    .replace(/<link\b[^>]*\bas="script"[^>]*>/g, '')
    .replace(/<link\b[^>]*\brel="(?:modulepreload|prefetch)"[^>]*>/g, '');
}
