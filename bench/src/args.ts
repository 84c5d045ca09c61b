/** `pnpm bench [--only api,proxy,ssr,lighthouse,embed,delivery] [--quick] [--no-write] [--rebuild]` */

export const SECTIONS = ['api', 'proxy', 'ssr', 'lighthouse', 'embed', 'delivery'] as const;
export type Section = (typeof SECTIONS)[number];

export interface BenchOptions {
  sections: ReadonlySet<Section>;
  /** Short runs (seconds, one Lighthouse pass per page): a smoke test of the bench itself. */
  quick: boolean;
  /** Write the table to bench/RESULTS.md (default: yes). */
  write: boolean;
  /** Build the web app again even when a build exists. */
  rebuild: boolean;
}

export const USAGE =
  'Usage: pnpm bench [-- --only api,proxy,ssr,lighthouse,embed,delivery] [--quick] [--no-write] [--rebuild]';

function isSection(name: string): name is Section {
  return (SECTIONS as readonly string[]).includes(name);
}

export function parseArgs(argv: readonly string[]): BenchOptions {
  let sections: Set<Section> = new Set(SECTIONS);
  let quick = false;
  let write = true;
  let rebuild = false;
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index]!;
    if (arg === '--') continue; // `pnpm bench -- --quick` may pass the separator through
    if (arg === '--quick') quick = true;
    else if (arg === '--write') write = true;
    else if (arg === '--no-write') write = false;
    else if (arg === '--rebuild') rebuild = true;
    else if (arg === '--only' || arg.startsWith('--only=')) {
      const list = arg === '--only' ? argv[(index += 1)] : arg.slice('--only='.length);
      if (!list) throw new Error(`--only needs a list, e.g. --only api,ssr\n${USAGE}`);
      const names = list.split(',').map((name) => name.trim()).filter((name) => name !== '');
      const unknown = names.filter((name) => !isSection(name));
      if (unknown.length > 0 || names.length === 0) {
        throw new Error(`Unknown section "${unknown.join(', ')}" (choose from ${SECTIONS.join(', ')})\n${USAGE}`);
      }
      sections = new Set(names as Section[]);
    } else throw new Error(`Unknown option "${arg}"\n${USAGE}`);
  }
  return { sections, quick, write, rebuild };
}
