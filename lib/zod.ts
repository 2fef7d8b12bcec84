import { z } from "zod";

// zod probes `new Function("")` to decide whether to compile its parsers, the first time it builds an
// object schema. Under our CSP (no 'unsafe-eval') that probe is a violation the browser reports on every
// page that builds one, so in the browser zod parses without compiling. Every module takes `z` from here
// (eslint.config.mjs), which puts this line before any schema is built. The server keeps the compiler.
if (typeof window !== "undefined") z.config({ jitless: true });

export { z };
