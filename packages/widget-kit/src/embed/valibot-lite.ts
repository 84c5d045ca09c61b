/**
 * Stand-in for `valibot` in the embed build (saves ~2 KB gzip on every form widget): the
 * functions `@joognoo/schemas`' form schemas use (fields.ts, contact.ts, newsletter.ts,
 * integrations.ts, validate.ts), with valibot's own semantics: the same datasets, issue
 * paths, `abortEarly` / `abortPipeEarly` handling, optional defaults, unknown keys dropped
 * and the same default messages. No standard-schema props, no async, no i18n.
 *
 * Importing a valibot function that is not here fails the embed build (see the
 * `IMPORT_IS_UNDEFINED` check in embed.vite.config.ts): add it here or drop the alias.
 * `valibot-lite.test.ts` runs the whole schemas form suite on this module.
 */

interface Config {
  abortEarly?: boolean;
  abortPipeEarly?: boolean;
}

interface PathItem {
  type: 'object';
  origin: 'value' | 'key';
  input: unknown;
  key: string;
  value: unknown;
}

export interface Issue {
  kind: string;
  type: string;
  input: unknown;
  expected: string | null;
  received: string;
  message: string;
  requirement?: unknown;
  path?: PathItem[];
}

interface Dataset {
  typed?: boolean;
  value: any;
  issues?: Issue[];
}

interface Item {
  kind: 'schema' | 'validation' | 'transformation';
  type: string;
  expects?: string | null;
  message?: string;
  requirement?: unknown;
  '~run'(dataset: Dataset, config: Config): Dataset;
  [key: string]: unknown;
}

/** A literal or type string, as valibot writes `received`. */
function stringify(input: unknown): string {
  const type = typeof input;
  if (type === 'string') return `"${input as string}"`;
  if (type === 'number' || type === 'bigint' || type === 'boolean') return `${input as number}`;
  if (type === 'object' || type === 'function') {
    if (!input) return 'null';
    return (Object.getPrototypeOf(input) as { constructor?: { name?: string } } | null)?.constructor?.name ?? 'null';
  }
  return type;
}

function addIssue(
  context: Item,
  label: string,
  dataset: Dataset,
  other?: { input?: unknown; expected?: string; received?: string; path?: PathItem[] },
): void {
  const input = other && 'input' in other ? other.input : dataset.value;
  const expected = other?.expected ?? context.expects ?? null;
  const received = other?.received ?? stringify(input);
  const issue: Issue = {
    kind: context.kind,
    type: context.type,
    input,
    expected,
    received,
    message:
      context.message ?? `Invalid ${label}: ${expected ? `Expected ${expected} but r` : 'R'}eceived ${received}`,
    requirement: context.requirement,
    path: other?.path,
  };
  if (context.kind === 'schema') dataset.typed = false;
  (dataset.issues ??= []).push(issue);
}

function schema(type: string, expects: string, message: string | undefined, test: (value: unknown) => boolean, extra?: object): Item {
  return {
    kind: 'schema',
    type,
    expects,
    message,
    ...extra,
    '~run'(dataset) {
      if (test(dataset.value)) dataset.typed = true;
      else addIssue(this, 'type', dataset);
      return dataset;
    },
  };
}

function validation(
  type: string,
  label: string,
  expects: string | null,
  requirement: unknown,
  message: string | undefined,
  test: (value: any) => boolean,
  received?: (value: any) => string,
): Item {
  return {
    kind: 'validation',
    type,
    expects,
    requirement,
    message,
    '~run'(dataset) {
      if (dataset.typed && !test(dataset.value)) {
        addIssue(this, label, dataset, received ? { received: received(dataset.value) } : undefined);
      }
      return dataset;
    },
  };
}

const isOptional = (item: Item) => item.type === 'optional';

function getDefault(item: Item): unknown {
  const value = item.default;
  return typeof value === 'function' ? (value as () => unknown)() : value;
}

export function string(message?: string): Item {
  return schema('string', 'string', message, (value) => typeof value === 'string');
}

export function boolean(message?: string): Item {
  return schema('boolean', 'boolean', message, (value) => typeof value === 'boolean');
}

export function literal(literal_: unknown, message?: string): Item {
  return schema('literal', stringify(literal_), message, (value) => value === literal_ || (value !== value && literal_ !== literal_), {
    literal: literal_,
  });
}

export function picklist(options: readonly unknown[], message?: string): Item {
  return schema('picklist', options.map(stringify).join(' | ') || 'never', message, (value) => options.includes(value), {
    options,
  });
}

export function optional(wrapped: Item, default_?: unknown): Item {
  return {
    kind: 'schema',
    type: 'optional',
    expects: `(${wrapped.expects} | undefined)`,
    wrapped,
    default: default_,
    '~run'(dataset, config) {
      if (dataset.value === undefined) {
        if (this.default !== undefined) dataset.value = getDefault(this);
        if (dataset.value === undefined) {
          dataset.typed = true;
          return dataset;
        }
      }
      return wrapped['~run'](dataset, config);
    },
  };
}

export function object(entries: Record<string, Item>, message?: string): Item {
  return {
    kind: 'schema',
    type: 'object',
    expects: 'Object',
    entries,
    message,
    '~run'(dataset, config) {
      const input = dataset.value as Record<string, unknown>;
      if (!input || typeof input !== 'object') {
        addIssue(this, 'type', dataset);
        return dataset;
      }
      dataset.typed = true;
      dataset.value = {};
      for (const key in entries) {
        const valueSchema = entries[key]!;
        if (key in input || (isOptional(valueSchema) && valueSchema.default !== undefined)) {
          const value = key in input ? input[key] : getDefault(valueSchema);
          const result = valueSchema['~run']({ value }, config);
          if (result.issues) {
            const pathItem: PathItem = { type: 'object', origin: 'value', input, key, value };
            for (const issue of result.issues) {
              if (issue.path) issue.path.unshift(pathItem);
              else issue.path = [pathItem];
              dataset.issues?.push(issue);
            }
            if (!dataset.issues) dataset.issues = result.issues;
            if (config.abortEarly) {
              dataset.typed = false;
              break;
            }
          }
          if (!result.typed) dataset.typed = false;
          dataset.value[key] = result.value;
        } else if (!isOptional(valueSchema)) {
          addIssue(this, 'key', dataset, {
            input: undefined,
            expected: `"${key}"`,
            path: [{ type: 'object', origin: 'key', input, key, value: input[key] }],
          });
          if (config.abortEarly) break;
        }
      }
      return dataset;
    },
  };
}

export function pipe(...items: Item[]): Item {
  return {
    ...items[0]!,
    pipe: items,
    '~run'(dataset, config) {
      for (const item of items) {
        if (dataset.issues && (item.kind === 'schema' || item.kind === 'transformation')) {
          dataset.typed = false;
          break;
        }
        if (!dataset.issues || (!config.abortEarly && !config.abortPipeEarly)) dataset = item['~run'](dataset, config);
      }
      return dataset;
    },
  };
}

export function trim(): Item {
  return {
    kind: 'transformation',
    type: 'trim',
    '~run'(dataset) {
      dataset.value = (dataset.value as string).trim();
      return dataset;
    },
  };
}

const length = (value: { length: number }) => `${value.length}`;

export function minLength(requirement: number, message?: string): Item {
  return validation('min_length', 'length', `>=${requirement}`, requirement, message, (v) => v.length >= requirement, length);
}

export function maxLength(requirement: number, message?: string): Item {
  return validation('max_length', 'length', `<=${requirement}`, requirement, message, (v) => v.length <= requirement, length);
}

export function nonEmpty(message?: string): Item {
  return validation('non_empty', 'length', '!0', undefined, message, (v) => v.length > 0, () => '0');
}

/** valibot's EMAIL_REGEX. */
const EMAIL_REGEX = /^[\w+-]+(?:\.[\w+-]+)*@[\da-zA-Z]+(?:[.-][\da-zA-Z]+)*\.[a-zA-Z]{2,}$/u;

export function email(message?: string): Item {
  return validation('email', 'email', null, EMAIL_REGEX, message, (v) => EMAIL_REGEX.test(v));
}

export function regex(requirement: RegExp, message?: string): Item {
  return validation('regex', 'format', `${requirement}`, requirement, message, (v) => requirement.test(v));
}

export function check(requirement: (value: any) => boolean, message?: string): Item {
  return validation('check', 'input', null, requirement, message, requirement);
}

export function safeParse(schema: Item, input: unknown, config: Config = {}) {
  const dataset = schema['~run']({ value: input }, config);
  return { typed: dataset.typed, success: !dataset.issues, output: dataset.value, issues: dataset.issues };
}

export function getDotPath(issue: Issue): string | null {
  if (!issue.path) return null;
  let key = '';
  for (const item of issue.path) {
    if (typeof item.key !== 'string' && typeof item.key !== 'number') return null;
    key = key ? `${key}.${item.key}` : item.key;
  }
  return key;
}
