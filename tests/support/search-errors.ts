/**
 * Engine errors pasted into the search box as a reader has them (issue #41):
 * copied from a terminal, a log or the error page, with their own file
 * paths, variable names and values, with and without the
 * `[Textwire ERROR in …:line]:` prefix, from parse, start-up and render.
 * Each names the one entry of the error reference (v2) that must come
 * first. Written before the search was tuned for them.
 *
 * HELD_OUT was written with the rest and never used while tuning: its
 * figure is the one to trust (docs-dev/errors.md). The function errors and
 * the panics first had pages of their own; when they joined the render page
 * (for the docs page's JavaScript budget) only their paths here changed.
 */
export type ErrorQuery = [query: string, entry: string];

const PARSE = 'errors/parse';
const FILES = 'errors/files';
const RENDER = 'errors/render';
const FUNCTIONS = 'errors/render';
const GO_API = 'errors/files';
const PANICS = 'errors/render';

export const ERROR_QUERIES: ErrorQuery[] = [
  // Render, as printed by Go with the file path.
  [
    "[Textwire ERROR in /home/maria/shop/templates/cart.tw:14]: variable 'totl' is undefined",
    `${RENDER}#variable-is-undefined`,
  ],
  [
    "[Textwire ERROR in /srv/blog/templates/posts/show.tw.html:3]: type mismatch 'FLOAT > INTEGER'",
    `${RENDER}#type-mismatch`,
  ],
  [
    "[Textwire ERROR in C:\\Users\\jo\\site\\templates\\home.tw:9]: property 'email' not found in type 'OBJECT'",
    `${RENDER}#property-not-found`,
  ],
  [
    '[Textwire ERROR in /app/templates/invoice.tw:22]: division by zero error. The right-hand side of the division operator must not be zero',
    `${RENDER}#division-by-zero`,
  ],
  ["[Textwire ERROR:1]: unknown type 'STRING' for '-' operator", `${RENDER}#unknown-type-for-operator`],
  ["[Textwire ERROR:4]: prefix operator '!' cannot be applied to 'INTEGER'", `${RENDER}#prefix-operator-is-wrong`],
  [
    "[Textwire ERROR in /var/www/templates/list.tw:7]: cannot assign variable 'item' of type 'OBJECT' to type 'STRING'",
    `${RENDER}#variable-type-mismatch`,
  ],
  [
    '[Textwire ERROR:2]: loop variable is reserved. You cannot use it as a variable name',
    `${RENDER}#loop-variable-is-reserved`,
  ],
  ["[Textwire ERROR:1]: index operator 'OBJECT' is not supported", `${RENDER}#index-not-supported`],
  ["[Textwire ERROR:3]: unknown operator 'STRING++'", `${RENDER}#unknown-operator`],
  // Functions.
  [
    "[Textwire ERROR in /home/dev/app/templates/profile.tw:5]: function 'len' doesn't exist for type 'OBJECT'",
    `${FUNCTIONS}#no-func-for-this-type`,
  ],
  [
    "[Textwire ERROR:1]: function 'repeat' on type 'STRING' requires at least one argument",
    `${FUNCTIONS}#func-requires-one-arg`,
  ],
  [
    "[Textwire ERROR:6]: first argument for function 'join' on type 'ARRAY' must be a STRING",
    `${FUNCTIONS}#func-first-arg-str`,
  ],
  [
    "[Textwire ERROR:2]: first argument for function 'repeat' on type 'STRING' must be an INTEGER",
    `${FUNCTIONS}#func-first-arg-int`,
  ],
  [
    "[Textwire ERROR:1]: function 'decimal' on type 'INTEGER' accepts a maximum of '2' arguments",
    `${FUNCTIONS}#func-max-args`,
  ],
  // Parse.
  [
    "[Textwire ERROR in /home/maria/shop/templates/cart.tw:31]: expected next token to be '@end', got 'EOF' instead",
    `${PARSE}#wrong-next-token`,
  ],
  ["[Textwire ERROR:1]: expected next token to be ')', got '+' instead", `${PARSE}#wrong-next-token`],
  ["[Textwire ERROR:12]: illegal token '~' found", `${PARSE}#illegal-token`],
  ["[Textwire ERROR:1]: no prefix parse function for ')'", `${PARSE}#no-prefix-parse-func`],
  ["[Textwire ERROR:8]: bracket statement must contain an expression '{{ <expression> }}'", `${PARSE}#empty-braces`],
  ["[Textwire ERROR:1]: expected expression, got '}}'", `${PARSE}#expected-expression`],
  ["[Textwire ERROR:2]: could not parse '99999999999999999999' as 'INT'", `${PARSE}#could-not-parse-as`],
  ["[Textwire ERROR:5]: '@elseif' directive cannot follow '@else'", `${PARSE}#elseif-cannot-follow-else`],
  // Start-up: layouts, components, files.
  [
    "[Textwire ERROR in /app/templates/pages/about.tw:1]: component 'navbar' is not defined. Check if component exists",
    `${FILES}#undefined-component`,
  ],
  [
    "[Textwire ERROR in /app/templates/home.tw:4]: insert with the name 'sidebar' is not defined in layout. Check if you have a matching reserve statement with the same name",
    `${FILES}#undefined-insert`,
  ],
  [
    "[Textwire ERROR in /app/templates/home.tw:6]: duplicate insert statements with the name 'title' found",
    `${FILES}#duplicate-inserts`,
  ],
  [
    "[Textwire ERROR in /app/templates/index.tw:2]: 'footer' slot is not defined in the component 'components/card'",
    `${FILES}#slot-not-defined`,
  ],
  ['[Textwire ERROR in /app/templates/contact.tw:0]: template not found', `${FILES}#template-not-found`],
  [
    '[Textwire ERROR in /app/templates/layouts/base.tw:1]: open /app/templates/layouts/base.tw: no such file or directory',
    `${FILES}#no-such-file`,
  ],
  // Without the prefix: the message alone, as the playground lists it.
  ["variable 'user' is undefined", `${RENDER}#variable-is-undefined`],
  ["type mismatch 'INTEGER + STRING'", `${RENDER}#type-mismatch`],
  ["function 'uper' doesn't exist for type 'STRING'", `${FUNCTIONS}#no-func-for-this-type`],
];

export const HELD_OUT: ErrorQuery[] = [
  [
    "[Textwire ERROR in /Users/kim/projects/recipes/templates/recipe.tw:18]: variable 'ingredient' is undefined",
    `${RENDER}#variable-is-undefined`,
  ],
  [
    "2026/03/14 09:12:44 [Textwire ERROR in /opt/site/templates/feed.tw:2]: type mismatch 'INTEGER == STRING'",
    `${RENDER}#type-mismatch`,
  ],
  ["[Textwire ERROR:1]: property 'Name' not found in type 'OBJECT'", `${RENDER}#property-not-found`],
  [
    "[Textwire ERROR in /app/templates/orders.tw:11]: second argument for function 'slice' on type 'ARRAY' must be an INTEGER",
    `${FUNCTIONS}#func-second-arg-int`,
  ],
  ["second argument for function 'truncate' on type 'STRING' must be a STRING", `${FUNCTIONS}#func-second-arg-str`],
  [
    "[Textwire ERROR in /app/templates/blog/index.tw:40]: expected next token to be '}}', got 'IDENT' instead",
    `${PARSE}#wrong-next-token`,
  ],
  ["[Textwire ERROR:3]: illegal token '(' found", `${PARSE}#illegal-token`],
  ["expected object literal, got 'Hello' instead", `${PARSE}#expected-object-literal`],
  [
    "[Textwire ERROR in /srv/app/templates/home.tw:1]: the first argument of the 'use' statement must be a string, got 'IDENT' instead",
    `${PARSE}#use-stmt-first-arg-str`,
  ],
  [
    "[Textwire ERROR in /srv/app/templates/home.tw:1]: the 'use' statement is not allowed in a layout file. It will cause infinite recursion",
    `${FILES}#use-stmt-not-allowed`,
  ],
  [
    "[Textwire ERROR in /home/ana/web/templates/landing.tw:3]: default slot is not defined in the component 'components/hero'",
    `${FILES}#default-slot-not-defined`,
  ],
  [
    "[Textwire ERROR in /home/ana/web/templates/landing.tw:3]: duplicate slot usage 'actions' found 2 times in the component 'components/hero'",
    `${FILES}#duplicate-slot-usage`,
  ],
  ['[Textwire ERROR:1]: use statement must have a program attached', `${FILES}#use-stmt-must-have-program`],
  ["[Textwire ERROR:0]: unsupported type 'time.Duration'", `${GO_API}#unsupported-type`],
  ["[Textwire ERROR:0]: custom function 'slugify' already defined for 'strings'", `${GO_API}#func-already-defined`],
  ['runtime error: integer divide by zero', `${PANICS}#integer-divide-by-zero`],
  ['panic: runtime error: invalid memory address or nil pointer dereference', `${PANICS}#nil-pointer-dereference`],
  // Added with the v2 entry (issue #52): a nil pointer in Go data, as a panic prints it.
  ['panic: reflect: call of reflect.Value.Interface on zero Value', `${PANICS}#nil-pointer-in-data`],
  ['[Textwire ERROR:1]: cannot decrement from float -0.5 due to unknown error', `${RENDER}#cannot-sub-from-float`],
];
