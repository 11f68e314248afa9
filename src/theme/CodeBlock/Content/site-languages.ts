/**
 * Registers the site's languages (src/theme/prism-include-languages.ts) to be
 * defined before the first code block is highlighted. The theme defines them
 * from a client module when every page starts, which puts Prism and every
 * grammar in the start-up bundle; slim-prism.ts turns that module off, and the
 * code block, the one thing that highlights, imports this file instead.
 *
 * All at once they took 15 to 25 ms on a desktop CPU, in the same task as the
 * first code block's render. On a page whose HTML has code, they are defined
 * here one language per task from the moment this module loads, which is
 * before hydration reaches the first block; a block that comes sooner (or one
 * shown after a client-side navigation) defines whatever is left itself.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {runInSeparateTasks} from '@site/src/client/runInSeparateTasks';
import {languageDefinitions} from '@site/src/theme/prism-include-languages';
import {Prism, defineLanguagesOnFirstUse, defineNextPendingLanguage} from '../../../prism/prism-react-renderer';

const definitions = languageDefinitions(Prism);
for (const define of definitions) defineLanguagesOnFirstUse(define);

if (ExecutionEnvironment.canUseDOM && document.querySelector('.prism-code')) {
  runInSeparateTasks(definitions.map(() => defineNextPendingLanguage));
}
