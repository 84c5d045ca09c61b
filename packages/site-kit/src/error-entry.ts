/**
 * An error as the fields of a JSON log line: its name, message and HTTP status where it
 * has one (an `ApiError`, a thrown `data(..., { status })`), never its stack trace.
 */
export function errorEntry(error: unknown): { name?: unknown; message?: unknown; status?: unknown } {
  const { name, message, status, init } = (error ?? {}) as { name?: unknown; message?: unknown; status?: unknown; init?: { status?: unknown } };
  return { name, message, status: status ?? init?.status };
}
