// zod, configured once for the site: every schema imports `z` from here (ESLint refuses a
// direct 'zod' import elsewhere). zod/mini, not the classic build: the same parser (zod 4's
// core) with functions instead of methods (`z.string().check(z.minLength(1))`), so a page
// ships only the checks its forms use. The classic build carries every method and its
// JSON-schema conversion whatever is used (~24 KB gzip), and the comment and sign-in forms
// of public pages made it part of every first visit (issue 28's first-visit budget).
// jitless: zod 4 compiles object parsers with `new Function` after probing whether eval is
// allowed; our Content-Security-Policy has no 'unsafe-eval', so the probe itself is reported
// as a CSP violation. The interpreted parser is as correct and fast enough for forms.
import * as z from 'zod/mini';

z.config({ jitless: true });

export { z };
