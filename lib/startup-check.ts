import { ConfigError, getConfig, type Config } from "./config";

/** A bad or missing setting stops the server with one line naming the variable. */
export function checkConfigOrExit(): Config {
  try {
    return getConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(`Arcana cannot start: ${error.message}`);
    process.exit(1);
  }
}
