/** One JSON object per line. Callers never pass request bodies, headers or secrets. */
export interface Logger {
  info(entry: Record<string, unknown>): void;
  warn(entry: Record<string, unknown>): void;
  error(entry: Record<string, unknown>): void;
}

/**
 * Writes lines to `stream` in batches: every line of one turn of the event loop goes out
 * in one write when the turn ends (setImmediate). A write to stdout is a synchronous
 * system call when it is a file or a pipe, and the API logs a line per request: one write
 * per line cost a cached GET about a tenth of its CPU time. Pending lines are written when
 * the process exits (normally, by process.exit or on an uncaught error); only a SIGKILL
 * can lose them, and then only those of the turn it lands in.
 */
function batchedLineWriter(stream: NodeJS.WritableStream): (line: string) => void {
  let pending = '';
  let scheduled = false;
  const flush = (): void => {
    scheduled = false;
    if (pending === '') return;
    const lines = pending;
    pending = '';
    stream.write(lines);
  };
  process.on('exit', flush);
  return (line) => {
    pending += line;
    if (!scheduled) {
      scheduled = true;
      setImmediate(flush);
    }
  };
}

const writeInfoLine = batchedLineWriter(process.stdout);

export const jsonLogger: Logger = {
  info(entry) {
    writeInfoLine(`${JSON.stringify({ time: new Date().toISOString(), level: 'info', ...entry })}\n`);
  },
  // Warnings and errors stay immediate: they are rare, and the last thing a failing process says.
  warn(entry) {
    process.stderr.write(`${JSON.stringify({ time: new Date().toISOString(), level: 'warn', ...entry })}\n`);
  },
  error(entry) {
    process.stderr.write(`${JSON.stringify({ time: new Date().toISOString(), level: 'error', ...entry })}\n`);
  },
};

export const silentLogger: Logger = { info() {}, warn() {}, error() {} };
