import { EnvError, parseEnv } from '../../web/src/server/env';

/** Fails fast with the name of a missing or malformed variable instead of a stack trace later. */
export function checkEnvOrExit(): void {
  try {
    parseEnv(process.env);
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(`✖ ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
}
