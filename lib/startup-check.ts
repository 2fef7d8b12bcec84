import { ConfigError, getConfig } from "./config";

/** A bad or missing setting stops the server with one line naming the variable. */
export function checkConfigOrExit(): void {
  try {
    getConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(`Arcana cannot start: ${error.message}`);
    process.exit(1);
  }
}
