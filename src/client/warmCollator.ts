/**
 * The first `localeCompare` of a page builds the browser's default collator,
 * 12–25 ms in one piece on this machine. The docs layout makes that first call
 * while React hydrates (the theme sorts an object's keys with it), lengthening
 * hydration's longest task. Making the first call in a task of its own, before
 * hydration begins, moves that work out of it; the total is unchanged.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

if (ExecutionEnvironment.canUseDOM) {
  setTimeout(() => 'a'.localeCompare('b'), 0);
}
