/**
 * Replaces @docusaurus/plugin-pwa's reload popup (its documented way to change
 * it) with our words: a new build of the site is out, and reloading keeps the
 * visitor's drafts and tour progress (they are in the browser's storage,
 * which an update never touches). Rendered by src/offline/client.ts.
 */
import React, {useState, type ReactNode} from 'react';

/** Inline: this component loads when the page is idle; CSS of its own would be in every page's stylesheet. */
const POPUP = {
  position: 'fixed',
  bottom: '1rem',
  right: '1rem',
  left: '1rem',
  maxWidth: '26rem',
  marginLeft: 'auto',
  zIndex: 'calc(var(--ifm-z-index-fixed) + 1)',
  boxShadow: 'var(--ifm-global-shadow-md)',
} as const;

export default function PwaReloadPopup({onReload}: {onReload: () => void}): ReactNode {
  const [shown, setShown] = useState(true);
  if (!shown) return null;
  return (
    <div className="alert alert--secondary" style={POPUP} role="region" aria-label="Site update">
      <p role="status" className="margin-bottom--sm">
        A newer version of this site is out. Reload to use it; your drafts and tour progress stay.
      </p>
      <div style={{display: 'flex', gap: '0.5rem'}}>
        <button
          className="button button--primary button--sm"
          type="button"
          onClick={() => {
            setShown(false);
            onReload();
          }}
        >
          Reload
        </button>
        <button className="button button--secondary button--sm" type="button" onClick={() => setShown(false)}>
          Later
        </button>
      </div>
    </div>
  );
}
