import { UNKNOWN_PATH_METHODS } from "@/lib/http/unknown-path";

/**
 * Any /api path no route owns, whatever the method: the JSON 404 an API client can read
 * (lib/http/unknown-path.ts). proxy.ts sends refused /api/metrics requests here. Not wrapped in
 * `anyoneRoute`: a path nobody chose must not become a metrics label.
 */
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = UNKNOWN_PATH_METHODS;
