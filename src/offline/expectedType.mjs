// Plain JavaScript: the service worker (src/offline/serviceWorker.mjs) imports it.
/** What a file's extension says it is, and the types that may answer it (HTML never answers these). */
const EXPECTED_TYPES = [
  {name: /\.m?js$/, type: /javascript|ecmascript/},
  {name: /\.json$/, type: /json/},
  {name: /\.wasm$/, type: /^application\/wasm/},
  {name: /\.css$/, type: /^text\/css/},
];

/**
 * Whether a response is the kind of file that was asked for: a script, JSON,
 * the engine or a stylesheet answered with a page (a host's error or
 * fallback page, a captive portal's login) is a failed load, never data to
 * store or to hand the page. A response without a type is let through.
 */
export function whatWasAsked(/** @type {string} */ url, /** @type {Response} */ response) {
  const type = (response.headers.get('content-type') ?? '').toLowerCase();
  if (!type || !url) return true;
  const expected = EXPECTED_TYPES.find(({name}) => name.test(new URL(url).pathname));
  return !expected || expected.type.test(type);
}
