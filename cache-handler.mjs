// Next's page cache (ISR), kept in memory only (next.config.ts `cacheHandler`; docs/architecture.md#pages-and-the-browser).
//
// Next's own handler writes every page it renders on demand to .next/server/route-cache, ~100 KB each, and
// never deletes one: the share pages alone (22 cards × every day since the first card of the day) would grow
// the disk without end. This is that same handler with its disk writes off: what it renders lives in its
// in-memory LRU (`cacheMaxMemorySize`), so the cache has a bound whatever is asked. What the build prerendered
// is still read from the build's files. Image optimizer entries do not come here (`images.customCacheHandler`
// is off): they keep Next's own disk cache, which holds only the card images' fixed variants (proxy.ts).
//
// Plain JavaScript: Next loads it at run time as it is, beside the standalone server.
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const { default: FileSystemCache } = require("next/dist/server/lib/incremental-cache/file-system-cache.js");

export default class MemoryOnlyCache extends FileSystemCache {
  constructor(context) {
    super({ ...context, flushToDisk: false });
  }
}
