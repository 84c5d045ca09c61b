/** One JSON object per line. Callers never pass request bodies, headers or secrets. */
export interface Logger {
  info(entry: Record<string, unknown>): void;
  warn(entry: Record<string, unknown>): void;
  error(entry: Record<string, unknown>): void;
}

export const jsonLogger: Logger = {
  info(entry) {
    process.stdout.write(`${JSON.stringify({ time: new Date().toISOString(), level: 'info', ...entry })}\n`);
  },
  warn(entry) {
    process.stderr.write(`${JSON.stringify({ time: new Date().toISOString(), level: 'warn', ...entry })}\n`);
  },
  error(entry) {
    process.stderr.write(`${JSON.stringify({ time: new Date().toISOString(), level: 'error', ...entry })}\n`);
  },
};

export const silentLogger: Logger = { info() {}, warn() {}, error() {} };
