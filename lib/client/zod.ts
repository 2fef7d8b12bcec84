import { z } from "zod";

// zod probes `new Function("")` to decide whether to compile its parsers; under our CSP (no
// 'unsafe-eval') that probe is a violation Chrome reports as an issue on every page. Parse without it.
z.config({ jitless: true });

export { z };
