// Plain JavaScript: the service worker (src/offline/serviceWorker.mjs) and plugins/offline.ts import it.
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

/**
 * What the stand-in document does on its own. It takes the place of the page
 * of its address, and the browser hands it the history entries that page had
 * made within itself (the site's own navigations): Back to one of them stays
 * in this document and only changes the address. So on Back or Forward within
 * it, it loads the page of the address again. When the network is back (the
 * page it stands for can then open), it loads it once the site answers: the
 * browser says it is online a moment before requests go through, so it asks
 * (a HEAD request, which the worker leaves to the network) every second, for
 * at most 30 s. It also asks at once if the browser is online when the document
 * runs: the network may have come back while it was loading, before it listened.
 */
const STAND_IN_SCRIPT =
  "<script>addEventListener('popstate',function(){location.reload()});" +
  'var asking=false;function whenBack(){if(asking)return;asking=true;var tries=0;' +
  'function retry(){if(++tries<30)setTimeout(ask,1000);else asking=false}' +
  "function ask(){fetch(location.href,{method:'HEAD',cache:'no-store'}).then(function(r){r.ok?location.reload():retry()},retry)}ask()}" +
  "addEventListener('online',whenBack);if(navigator.onLine)whenBack();</script>";

/** The stand-in document served at an address the worker cannot serve (withoutScripts' markup). */
export function standIn(/** @type {string} */ markup) {
  return markup.includes('</body>') ? markup.replace('</body>', `${STAND_IN_SCRIPT}</body>`) : markup + STAND_IN_SCRIPT;
}
