/**
 * The theme's copy and word-wrap buttons, mounted as a low-priority update.
 * The theme renders them in the browser only, all at once as soon as the page
 * is interactive: on a long docs page that is over a hundred button groups
 * built in one uninterrupted task. Mounting them in a transition lets React
 * build them in small slices between the visitor's own input. Nothing moves
 * when they appear: the group floats over the block's top corner.
 */
import React, {startTransition, useEffect, useState, type ReactNode} from 'react';
import Buttons from '@theme-original/CodeBlock/Buttons';
import type {Props} from '@theme/CodeBlock/Buttons';

export default function CodeBlockButtons(props: Props): ReactNode {
  const [mounted, setMounted] = useState(false);
  useEffect(() => startTransition(() => setMounted(true)), []);
  return mounted ? <Buttons {...props} /> : null;
}
