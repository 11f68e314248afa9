/**
 * Search, round 6 (issue #56): what people paste and what they mean, in
 * their words. Three kinds: a panic as a Go server logs it (the date, the
 * `http: panic serving <addr>:` prefix that net/http writes, `panic:`, a
 * goroutine trace and its frames), a message that only the v1 engine prints
 * (its v2 entry for the same mistake must come first), and questions in a
 * user's own words (numbering rows, even and odd, totals in a loop, where a
 * newcomer begins, reading offline, the tour's length, the upgrade's error
 * page).
 *
 * Written and committed before any tuning, and not changed to fit it. The
 * held-out part is in ./search-round6-held-out.ts, written at the same time
 * and never looked at while tuning. A target reads as in
 * ./search-questions.ts (`answers`); each must be the FIRST result for the
 * pasted messages, and among the first three for the questions.
 *
 * In the browser a search box is one line: Chromium drops the line breaks
 * of a pasted trace, so its lines arrive glued together. Both forms are asked.
 */
import type {Question} from './search-questions';

const RENDER = 'errors/render';
const FILES = 'errors/files';

/** A goroutine trace as Go prints it after a panic's value. */
export const trace = (frames: string[]) => `\n\ngoroutine 1 [running]:\n${frames.join('\n')}\nexit status 2`;

export const PASTED_TUNING: Question[] = [
  [
    '2026/02/11 17:40:02 http: panic serving 192.168.1.20:60211: runtime error: integer divide by zero\ngoroutine 34 [running]:\nnet/http.(*conn).serve.func1()\n\t/usr/local/go/src/net/http/server.go:1898 +0xbe\npanic({0x6f1e20?, 0x9a3c10?})\n\t/usr/local/go/src/runtime/panic.go:770 +0x132\ngithub.com/textwire/textwire/v2/evaluator.(*Evaluator).evalInfixExpression(0xc000118000, {0xc00001a0d8, 0x1}, {0x7a1b40, 0xc000012345})',
    [`${RENDER}#integer-divide-by-zero`],
  ],
  [
    'panic: runtime error: slice bounds out of range [2:1]\n\ngoroutine 1 [running]:\ngithub.com/textwire/textwire/v2/object.(*Array).Slice(...)\n\t/home/sam/go/pkg/mod/github.com/textwire/textwire/v2@v2.7.1/object/array.go:88\nmain.main()\n\t/home/sam/shop/main.go:40 +0x2b1',
    [`${RENDER}#slice-bounds-out-of-range`],
  ],
  [
    '2026/01/05 12:00:00 http: panic serving [::1]:50312: interface conversion: object.Object is *object.Nil, not *object.Obj',
    [`${RENDER}#interface-conversion`],
  ],
  [
    'http: panic serving 127.0.0.1:8080: runtime error: invalid memory address or nil pointer dereference\n[signal SIGSEGV: segmentation violation code=0x1 addr=0x18 pc=0x5c1d2e]',
    [`${RENDER}#nil-pointer-dereference`],
  ],
  [
    "panic: [Textwire ERROR in /srv/shop/templates/cart.tw:12]: variable 'subtotal' is undefined\n\ngoroutine 1 [running]:\nmain.main()\n\t/srv/shop/main.go:22 +0x1a5",
    [`${RENDER}#variable-is-undefined`],
  ],
  [
    "2026/03/01 10:00:00 render failed: [Textwire ERROR in /app/templates/orders.tw:3]: function 'sum' doesn't exist for type 'ARRAY'",
    [`${RENDER}#no-func-for-this-type`],
  ],
];

export const V1_TUNING: Question[] = [
  [
    "[Textwire ERROR in /app/templates/profile.tw:4]: identifier 'avatarUrl' not found",
    [`${RENDER}#variable-is-undefined`],
  ],
  ["the insert statement named 'footer' is not defined", [`${FILES}#undefined-insert`]],
  ["[Textwire ERROR:2]: type mismatch 'FLOAT %!I(MISSING)NTEGER'", [`${RENDER}#type-mismatch`]],
  ["[Textwire ERROR:1]: the index operator 'STRING' is not supported", [`${RENDER}#index-not-supported`]],
  [
    "[Textwire ERROR:7]: the 'loop' variable is reserved. You cannot use it as a variable name",
    [`${RENDER}#loop-variable-is-reserved`],
  ],
];

/** Questions: among the first three. */
export const QUESTIONS_TUNING: Question[] = [
  [
    'show the row number next to each item in a list',
    ['guides/loops#loop-object', 'language-elements/statements#each', '/tour/loops/loop-object'],
  ],
  ['alternate row colours in a table', ['language-elements/expressions#arithmetic', 'guides/loops#loop-object']],
  ['can i change a variable inside @each and use it after the loop', ['language-elements/expressions#scope']],
  ['i am new to templates, what should i read first', ['/tour', 'get-started', 'introduction']],
  ['use the docs without internet', ['faq/questions#offline']],
  ['how many minutes to finish the tour', ['/tour']],
  [
    'since v2 Response writes html before my handler can',
    ['upgrade#templateresponse', 'guides/error-handling#templateresponse'],
  ],
];
