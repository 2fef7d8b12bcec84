/**
 * The console's page is rendered on the server, which sees no bearer token (the browser keeps it for
 * `fetch`): at sign-in an operator also gets the same token in this cookie, HttpOnly and sent to
 * `/admin` alone (docs/decisions.md#operator-console-cookie). Nobody else is ever given it. A module of
 * its own so that proxy.ts can name it without the database behind lib/admin/access.ts.
 */
export const ADMIN_COOKIE = "arcana_admin";
export const ADMIN_PATH = "/admin";
