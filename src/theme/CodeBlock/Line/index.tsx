/**
 * The theme's code line, rendered again only when its tokens change. Right
 * after hydration the theme updates every code block once (the colour-mode
 * context settles, each block checks whether it scrolls); their lines are the
 * same tokens as before, and re-rendering them was most of that work.
 */
import {memo} from 'react';
import Line from '@theme-original/CodeBlock/Line';

export default memo(Line);
