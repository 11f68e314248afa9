/**
 * Links to an engine's package documentation on pkg.go.dev name the release
 * the docs describe. Writers link the module (or one of its packages) without
 * a version, https://pkg.go.dev/github.com/textwire/textwire/v2/config, and
 * the release is added from the registry:
 * https://pkg.go.dev/github.com/textwire/textwire/v2@v2.7.1/config.
 * plugins/remark-pkg-go-dev.ts does it on the pages, plugins/llms.ts in
 * their Markdown.
 */
import {DOCS_VERSIONS} from './index';

const PKG_GO_DEV = 'https://pkg.go.dev/';

/** Longest module first: v1's module path is a prefix of v2's. */
const MODULES = [...DOCS_VERSIONS].sort((a, b) => b.engineModule.length - a.engineModule.length);

/** The URL with its engine module pinned to the registry's release; any other URL as it is. */
export function pinPkgGoDevUrl(url: string): string {
  if (!url.startsWith(PKG_GO_DEV)) return url;
  const rest = url.slice(PKG_GO_DEV.length);
  for (const version of MODULES) {
    const module = version.engineModule;
    if (rest === module || (rest.startsWith(module) && /^[/#?]/.test(rest.slice(module.length)))) {
      return `${PKG_GO_DEV}${module}@v${version.engineRelease}${rest.slice(module.length)}`;
    }
  }
  return url;
}
