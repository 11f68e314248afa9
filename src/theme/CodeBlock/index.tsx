/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */

/**
 * From @docusaurus/theme-classic 3.8.1 (src/theme/CodeBlock/index.tsx),
 * ejected. tests/unit/upstream-drift.test.ts fails when that file changes.
 *
 * The theme's CodeBlock, ejected for two changes.
 * - No second render. The original remounts every code block once the page
 *   runs in the browser, because a Prism theme that differs per colour mode
 *   cannot be hydrated into the right colours. Our one theme takes its
 *   colours from CSS variables (src/prism/themes.ts), so the server's markup
 *   is right in both modes.
 * - No render at all for a block that came with the page's HTML: the browser
 *   keeps the server's markup as it is (src/theme/CodeBlock/Server) and
 *   adds the copy and word-wrap buttons once hydrated. Rendering it again
 *   only reproduced the same markup, and needed Prism, the site's grammars
 *   and the block's layout code in every page's first load (about 18 KB
 *   compressed, docs-dev/budgets.md) and a render of every token while the
 *   page hydrates. A block the browser renders itself (another page opened
 *   in the site) is drawn as the theme draws it (./Rendered.tsx), loaded
 *   on demand (./renderer.ts).
 */
import React, {isValidElement, useCallback, useState, type ReactNode} from 'react';
import type {Props} from '@theme/CodeBlock';
import {useOnDemand} from '@site/src/client/onDemand';
import {isHydrating} from '@site/src/client/hydration';
import ServerCodeBlock from '@site/src/theme/CodeBlock/Server';
import {codeBlockRenderer} from './renderer';

/** As the theme does: a block made only of strings becomes one copyable string. */
function maybeStringifyChildren(children: ReactNode): ReactNode {
  if (React.Children.toArray(children).some((child) => isValidElement(child))) return children;
  return Array.isArray(children) ? children.join('') : children;
}

export default function CodeBlock({children: rawChildren, ...props}: Props): ReactNode {
  const children = maybeStringifyChildren(rawChildren);
  const [fromServer, setFromServer] = useState(isHydrating);
  const renderer = useOnDemand(codeBlockRenderer, !fromServer);
  const renderHere = useCallback(() => setFromServer(false), []);
  if (fromServer) return <ServerCodeBlock withButtons={typeof children === 'string'} onMissing={renderHere} />;
  if (renderer) return <renderer.default {...props}>{children}</renderer.default>;
  // Until the renderer is in (it usually is by then): the code, unstyled.
  return (
    <pre>
      <code>{children}</code>
    </pre>
  );
}
