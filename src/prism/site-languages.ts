/**
 * Registers the site's languages (the config's `additionalLanguages` and
 * Textwire, through @theme/prism-include-languages) to be defined when the
 * first code block is highlighted. The theme defines them from a client module
 * when every page starts, which puts Prism and every grammar in the start-up
 * bundle; slim-prism.ts turns that module off, and the code block, the one
 * thing that highlights, imports this file instead.
 */
import prismIncludeLanguages from '@theme/prism-include-languages';
import {Prism, defineLanguagesOnFirstUse} from './prism-react-renderer';

defineLanguagesOnFirstUse(() => prismIncludeLanguages(Prism));
