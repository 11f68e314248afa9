/**
 * Stands in for the theme's start-up client module that defines Prism's
 * languages (see plugins/slim-prism.ts); src/theme/CodeBlock/Content/site-languages.ts defines
 * them when a code block first needs them.
 */
export {};
