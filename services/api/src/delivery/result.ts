/** What one send attempt came to, whatever the channel. */
export type SendResult =
  | { ok: true; response: string }
  /** `permanent`: the receiver refused for good (an SMTP 5xx reply); else worth retrying. */
  | {
      ok: false;
      permanent: boolean;
      response: string | null;
      error: string;
      /** For the server's log only, never stored (e.g. a socket's error code). */
      detail?: string;
    };
