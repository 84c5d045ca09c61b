/**
 * The limits of one CV check: how many bytes it may inflate in all and per part, and by when
 * it must be done. A file that needs more is not read further: it is refused as unreadable.
 * Every decoder of the check (ZIP entries, PDF stream filters) counts its output here as it
 * goes, so a small file that claims or expands to gigabytes stops at the cap, not after it.
 */
import { Inflate, Unzlib } from 'fflate';

/** The most bytes all the compressed parts of one CV may expand to while it is checked. */
export const CV_INFLATE_LIMIT_BYTES = 64 * 1024 * 1024;
/** The most bytes one part (a ZIP entry, a PDF stream) may expand to. */
export const CV_PART_LIMIT_BYTES = 32 * 1024 * 1024;
/** How long one check may take (a real CV takes milliseconds; the caps keep a hostile one well under this). */
export const CV_TIME_BUDGET_MS = 5_000;

/** The check ran out of bytes or time: the file is refused as unreadable. */
export class CvLimitError extends Error {
  constructor(readonly limit: 'bytes' | 'part' | 'time' | 'structure') {
    super(`CV check limit reached: ${limit}`);
    this.name = 'CvLimitError';
  }
}

export class CvBudget {
  private bytesLeft: number;
  private ticks = 0;

  constructor(
    /** `performance.now()` after which the check stops (Infinity: no deadline). */
    private readonly deadline = Infinity,
    totalBytes = CV_INFLATE_LIMIT_BYTES,
    readonly partBytes = CV_PART_LIMIT_BYTES,
  ) {
    this.bytesLeft = totalBytes;
  }

  /** Counts `bytes` of decoded output against the file's cap. */
  spend(bytes: number): void {
    this.bytesLeft -= bytes;
    if (this.bytesLeft < 0) throw new CvLimitError('bytes');
    if (bytes >= 4096) this.checkClock();
    else this.tick();
  }

  checkClock(): void {
    if (performance.now() > this.deadline) throw new CvLimitError('time');
  }

  /** Called in every loop of the check; looks at the clock every 1,024 calls. */
  tick(): void {
    if ((++this.ticks & 1023) === 0) this.checkClock();
  }
}

/** Input is pushed in slices this big: fflate inflates a pushed slice whole (at most ~1,032 times its size). */
const PUSH_BYTES = 2048;

export interface InflateOptions {
  /** `zlib` (a PDF's FlateDecode) or `raw` DEFLATE (a ZIP entry). */
  format: 'zlib' | 'raw';
  /** The most bytes this part may expand to; more throws CvLimitError('part'). */
  limit: number;
  /** A damaged stream: `partial` keeps what inflated before the damage (PDF readers show that much), `throw` refuses. */
  onCorrupt: 'partial' | 'throw';
  /** Stop without error once this many bytes came out (a file's magic number is all that is needed). */
  head?: number;
}

/** Thrown inside fflate's callback to stop it once `head` bytes came out. */
const ENOUGH = Symbol('enough');

/** The data inflated by fflate's streaming inflater, which is stopped as soon as a cap is passed. */
export function inflateCapped(data: Uint8Array, budget: CvBudget, { format, limit, onCorrupt, head }: InflateOptions): Uint8Array {
  const chunks: Uint8Array[] = [];
  let total = 0;
  const ondata = (chunk: Uint8Array) => {
    total += chunk.length;
    if (total > limit) throw new CvLimitError('part');
    budget.spend(chunk.length);
    chunks.push(chunk);
    if (head !== undefined && total >= head) throw ENOUGH;
  };
  const inflater = format === 'zlib' ? new Unzlib(ondata) : new Inflate(ondata);
  try {
    if (data.length === 0) inflater.push(new Uint8Array(0), true);
    for (let offset = 0; offset < data.length; offset += PUSH_BYTES) {
      budget.tick();
      inflater.push(data.subarray(offset, offset + PUSH_BYTES), offset + PUSH_BYTES >= data.length);
    }
  } catch (error) {
    if (error !== ENOUGH && (error instanceof CvLimitError || onCorrupt === 'throw')) throw error;
  }
  return concat(chunks, total);
}

export function concat(chunks: readonly Uint8Array[], total = chunks.reduce((sum, chunk) => sum + chunk.length, 0)): Uint8Array {
  if (chunks.length === 1) return chunks[0]!;
  const out = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.length;
  }
  return out;
}
