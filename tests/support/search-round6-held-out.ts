/**
 * The held-out part of search round 6 (./search-round6.ts says what each
 * kind is). Written and committed with the tuning part, before any tuning,
 * and never looked at while tuning: measured once before the change and once
 * after. Its figure is the one to quote.
 */
import type {Question} from './search-questions';

const RENDER = 'errors/render';
const FILES = 'errors/files';

export const PASTED_HELD_OUT: Question[] = [
  [
    '2026/06/18 22:04:51 http: panic serving 172.17.0.1:44870: runtime error: slice bounds out of range [:9] with length 4\ngoroutine 51 [running]:\nnet/http.(*conn).serve.func1()\n\t/usr/local/go/src/net/http/server.go:1903 +0xb0\npanic({0x8b6a40?, 0xc0001b2000?})\n\t/usr/local/go/src/runtime/panic.go:770 +0x132',
    [`${RENDER}#slice-bounds-out-of-range`],
  ],
  [
    'panic: runtime error: integer divide by zero [recovered]\n\tpanic: runtime error: integer divide by zero\n\ngoroutine 21 [running]:\ntesting.tRunner.func1.2({0x6a2f40, 0x8d1b30})\n\t/usr/local/go/src/testing/testing.go:1632 +0x230',
    [`${RENDER}#integer-divide-by-zero`],
  ],
  [
    'http: panic serving 127.0.0.1:53020: interface conversion: object.Object is *object.Str, not *object.Array\ngoroutine 12 [running]:\ngithub.com/textwire/textwire/v2/evaluator.(*Evaluator).evalEachStmt(0xc0000a4000, 0xc0000b6000, 0xc0000a8120)\n\t/root/go/pkg/mod/github.com/textwire/textwire/v2@v2.7.1/evaluator/evaluator.go:301 +0x3d8',
    [`${RENDER}#interface-conversion`],
  ],
  [
    '2026/07/01 08:30:12 http: panic serving [::1]:61422: runtime error: invalid memory address or nil pointer dereference\ngoroutine 6 [running]:\nmain.(*Server).home(0x0, {0x9c1e28, 0xc0001c0000}, 0xc0001b4000)\n\t/home/ops/app/server.go:57 +0x2e',
    [`${RENDER}#nil-pointer-dereference`],
  ],
  [
    "panic: [Textwire ERROR in /home/li/blog/templates/post.tw:9]: property 'author' not found in type 'OBJECT'\n\ngoroutine 1 [running]:\nmain.main()\n\t/home/li/blog/main.go:31 +0x1c5\nexit status 2",
    [`${RENDER}#property-not-found`],
  ],
  [
    "2026/02/03 14:22:10 main.go:48: [Textwire ERROR in /app/templates/shop.tw:2]: type mismatch 'STRING + INTEGER'",
    [`${RENDER}#type-mismatch`],
  ],
];

export const V1_HELD_OUT: Question[] = [
  [
    "[Textwire ERROR in /var/www/site/templates/nav.tw:3]: identifier 'menuItems' not found",
    [`${RENDER}#variable-is-undefined`],
  ],
  ["[Textwire ERROR:1]: the insert statement named 'meta' is not defined", [`${FILES}#undefined-insert`]],
  ["unknown type 'STRING' for '%!'(MISSING) operator", [`${RENDER}#unknown-type-for-operator`]],
  ['the INSERT statement must have a content or a text argument', [`${FILES}#insert-must-have-content`]],
  [
    "[Textwire ERROR in /app/templates/layouts/main.tw:1]: the 'use' statement must have a program attached",
    [`${FILES}#use-stmt-must-have-program`],
  ],
  [
    "[Textwire ERROR in C:\\site\\templates\\index.tw:14]: identifier 'loop' not found",
    [`${RENDER}#variable-is-undefined`],
  ],
];

/** Questions: among the first three. */
export const QUESTIONS_HELD_OUT: Question[] = [
  [
    'number each item in a list starting from one',
    ['guides/loops#loop-object', 'language-elements/statements#each', '/tour/loops/loop-object'],
  ],
  ['check whether a number is divisible by 3', ['language-elements/expressions#arithmetic']],
  ['running total of order lines in a loop', ['language-elements/expressions#scope']],
  ['first time using a template language, where to start', ['/tour', 'get-started', 'introduction']],
  ['does the site work offline', ['faq/questions#offline']],
  ['how much time does the textwire tour need', ['/tour']],
  [
    'after upgrade Template.Response already wrote a 500 page',
    ['upgrade#templateresponse', 'guides/error-handling#templateresponse'],
  ],
];
