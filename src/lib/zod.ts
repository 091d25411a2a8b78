// zod, configured once for the site: every schema imports `z` from here (ESLint refuses a
// direct 'zod' import elsewhere). jitless: zod 4 compiles object parsers with `new Function`
// after probing whether eval is allowed; our Content-Security-Policy has no 'unsafe-eval',
// so the probe itself is reported as a CSP violation. The interpreted parser is as correct
// and fast enough for forms.
import { z } from 'zod';

z.config({ jitless: true });

export { z };
