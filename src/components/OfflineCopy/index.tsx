/**
 * Where "Save for offline" goes, on the tour's page and at the foot of each
 * current docs page: an empty slot, all that is in the page's first load.
 * The control (src/offline/Panel.tsx) is rendered into it by the offline code
 * (src/offline/client.ts) once the page is idle, on a root of its own, so
 * that not even its loader is in the page's chunks (docs-dev/budgets.md).
 * The slot's height is kept (src/css/custom.css), so nothing moves then.
 */
import React, {type ReactNode} from 'react';

export default function OfflineCopy(): ReactNode {
  return <div className="offline-copy" data-offline-copy="" />;
}
