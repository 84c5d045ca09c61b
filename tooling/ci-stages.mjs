#!/usr/bin/env node
// @ts-check
/**
 * `pnpm test`: every suite, as stages that run side by side where nothing orders them.
 *
 *   node tooling/ci-stages.mjs                 every stage
 *   node tooling/ci-stages.mjs e2e:web lint    these stages and what they need first (e2e:web: services, build)
 *   node tooling/ci-stages.mjs --list          the stages, what each runs and needs
 *
 * Each stage's output goes to .ci/logs/<stage>.log (CI_STAGE_LOGS: another folder); a failed stage's tail is printed, and
 * at the end every stage's time and CPU seconds (the latter does not depend on the machine's load). The sites are built once (`build`); the browser suites use
 * that build, and the npm builds of the packages (`build:packages`) only the package checks. A stage whose prerequisite failed is not run, the others go on, so one run
 * reports every failure.
 *
 * On 2 cores, CPU-bound stages gain nothing from running many at once, but the suites
 * that mostly wait (MariaDB, browsers, servers starting) overlap well. The critical path
 * (build, then the browser suites) starts as soon as it may; the other stages wait until
 * fewer than CI_STAGE_LIMIT stages run (default: cores + 1, at least 3); typecheck and lint,
 * which time nothing, run at a lower CPU priority (nice), taking what the others leave.
 */
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const logDir = process.env.CI_STAGE_LOGS ? path.resolve(process.env.CI_STAGE_LOGS) : path.join(root, '.ci', 'logs');

/**
 * @typedef {{ name: string, run: string, after?: string[], critical?: boolean, niced?: boolean, alone?: boolean }} Stage
 * `critical`: on the longest path, never waits for a free slot; `niced`: runs at a lower CPU
 * priority; `alone`: runs with nothing beside it but niced stages (it measures latencies).
 */

/** The workspace packages that have a `test:e2e` script: one browser stage each, after the build. */
function browserStages() {
  const workspace = readFileSync(path.join(root, 'pnpm-workspace.yaml'), 'utf8');
  const globs = [...workspace.matchAll(/^ {2}- (\S+)$/gm)].map((match) => match[1] ?? '').filter((glob) => !glob.includes('*') || glob.endsWith('/*'));
  const dirs = globs.flatMap((glob) => {
    if (!glob.endsWith('/*')) return [glob];
    const parent = path.join(root, glob.slice(0, -2));
    return existsSync(parent) ? readdirSync(parent).map((name) => `${glob.slice(0, -2)}/${name}`) : [];
  });
  /** @type {Stage[]} */
  const stages = [];
  for (const dir of dirs.sort()) {
    const manifest = path.join(root, dir, 'package.json');
    if (!existsSync(manifest)) continue;
    const pkg = JSON.parse(readFileSync(manifest, 'utf8'));
    if (!pkg.scripts?.['test:e2e']) continue;
    stages.push({ name: `e2e:${path.basename(dir)}`, run: `pnpm --filter ${pkg.name} test:e2e`, after: ['services', 'build'], critical: true });
  }
  return stages;
}

/** @type {Stage[]} In the order they start when free to (the critical path first). */
const STAGES = [
  { name: 'services', run: 'bash .ci/ensure-services.sh' },
  // Its bound (the p99 of /api/health while hostile CVs are checked: under 100 ms) does not
  // hold beside a browser suite on 2 cores (190 ms measured), so that one file runs first,
  // alone but for the niced typecheck and lint; the other fault tests (their bounds hold on a
  // busy machine) run beside the rest (services/api/vitest.faults.config.ts).
  { name: 'faults:quiet', run: 'FAULTS=quiet pnpm test:faults', after: ['services'], alone: true },
  // The sites the browser suites serve; the npm builds of the packages are for `packages` only.
  { name: 'build', run: 'pnpm -r --if-present --filter "./sites/*" build', critical: true },
  ...browserStages(),
  { name: 'faults', run: 'FAULTS=shared pnpm test:faults', after: ['services'] },
  // Test suites are never niced: their timeouts and bounds (a migration round trip, a
  // 100,000-lead export) are measured against the machine as it is.
  { name: 'unit', run: 'pnpm test:unit', after: ['services'] },
  { name: 'typecheck', run: 'pnpm typecheck', niced: true },
  { name: 'lint', run: 'pnpm lint && pnpm test:lint', niced: true },
  { name: 'build:packages', run: 'pnpm -r --if-present --filter "./packages/*" build' },
  { name: 'packages', run: 'pnpm test:packages', after: ['build:packages'] },
];

const byName = new Map(STAGES.map((stage) => [stage.name, stage]));

/** The chosen stages and, first, everything they need. */
function withPrerequisites(/** @type {string[]} */ names) {
  /** @type {Set<string>} */
  const chosen = new Set();
  const add = (/** @type {string} */ name) => {
    const stage = byName.get(name);
    if (!stage) throw new Error(`No stage "${name}": ${STAGES.map((s) => s.name).join(', ')}`);
    for (const before of stage.after ?? []) add(before);
    chosen.add(name);
  };
  names.forEach(add);
  return STAGES.filter((stage) => chosen.has(stage.name));
}

const seconds = (/** @type {number} */ ms) => {
  const s = Math.round(ms / 1000);
  return s >= 60 ? `${Math.floor(s / 60)}m${String(s % 60).padStart(2, '0')}s` : `${s}s`;
};

const logName = (/** @type {Stage} */ stage) => `${stage.name.replace(/:/g, '-')}.log`;

/** The last lines of a stage's log. */
function tail(/** @type {string} */ file, lines = 60) {
  return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
}

/**
 * The CPU seconds of each stage's processes, the figure that the machine's load does not
 * change (its duration does). Counting only what a stage's shell waited for misses most of
 * it: Chromium's renderers and a server killed under its launcher are reaped by init, not
 * by their stage. So /proc is read every half second: a process belongs to the stage its
 * parents lead to (once seen, for good, even after its parents exited), and its CPU time is
 * the last one read. Linux only (elsewhere no figure); a process that lives less than the
 * interval may be missed, which is little CPU.
 */
class CpuMeter {
  /** @type {Map<number, string>} a stage's shell -> the stage */
  roots = new Map();
  /** @type {Map<string, { stage: string, ticks: number }>} "pid:start" -> its stage and CPU ticks */
  members = new Map();
  available = existsSync('/proc/self/stat');
  /** @type {NodeJS.Timeout | undefined} */
  timer;
  /** Clock ticks per second: 100 on Linux (USER_HZ, what /proc/<pid>/stat counts in). */
  static TICKS = 100;

  add(/** @type {number} */ pid, /** @type {string} */ stage) {
    if (!this.available) return;
    this.roots.set(pid, stage);
    this.timer ??= setInterval(() => this.sample(), 500);
    this.sample();
  }

  /** The stage's CPU seconds as last read (undefined off Linux). */
  stop(/** @type {number} */ pid, /** @type {string} */ stage) {
    if (!this.available) return undefined;
    this.roots.delete(pid);
    if (this.roots.size === 0) {
      clearInterval(this.timer);
      this.timer = undefined;
    }
    let ticks = 0;
    for (const member of this.members.values()) if (member.stage === stage) ticks += member.ticks;
    return ticks / CpuMeter.TICKS;
  }

  sample() {
    /** @type {Map<number, { parent: number, key: string, ticks: number }>} */
    const processes = new Map();
    for (const name of readdirSync('/proc')) {
      if (!/^\d+$/.test(name)) continue;
      let stat;
      try {
        stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      } catch {
        continue; // exited meanwhile
      }
      // After the command name (in parentheses, which may hold spaces): state, ppid, ...
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const ticks = Number(fields[11]) + Number(fields[12]);
      processes.set(Number(name), { parent: Number(fields[1]), key: `${name}:${fields[19]}`, ticks });
    }
    for (const [pid, process] of processes) {
      const known = this.members.get(process.key);
      if (known) {
        known.ticks = process.ticks;
        continue;
      }
      let stage;
      for (let ancestor = pid, depth = 0; ancestor > 1 && depth < 64; depth++) {
        stage = this.roots.get(ancestor) ?? (ancestor === pid ? undefined : this.members.get(processes.get(ancestor)?.key ?? '')?.stage);
        if (stage) break;
        const next = processes.get(ancestor)?.parent;
        if (next === undefined) break;
        ancestor = next;
      }
      if (stage) this.members.set(process.key, { stage, ticks: process.ticks });
    }
  }
}

const cpuMeter = new CpuMeter();

/** @returns {Promise<{ code: number, cpuSeconds: number | undefined }>} the exit code and the CPU seconds of its processes */
function runStage(/** @type {Stage} */ stage, /** @type {string} */ logFile) {
  return new Promise((resolve) => {
    const log = createWriteStream(logFile);
    const [file, ...args] = [...(stage.niced ? ['nice', '-n', '10'] : []), 'sh', '-c', stage.run];
    // Its own process group, so that an interrupted run stops the whole stage.
    const child = spawn(/** @type {string} */ (file), args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    running.add(child);
    if (child.pid) cpuMeter.add(child.pid, stage.name);
    child.stdout.pipe(log, { end: false });
    child.stderr.pipe(log, { end: false });
    child.on('close', (code, signal) => {
      running.delete(child);
      const cpuSeconds = child.pid ? cpuMeter.stop(child.pid, stage.name) : undefined;
      log.end(() => resolve({ code: code ?? (signal ? 128 : 1), cpuSeconds }));
    });
  });
}

/** @type {Set<import('node:child_process').ChildProcess>} */
const running = new Set();
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.on(signal, () => {
    for (const child of running) if (child.pid) process.kill(-child.pid, 'SIGTERM');
    process.exit(130);
  });
}

async function main() {
  const args = process.argv.slice(2);
  if (args.includes('--list')) {
    for (const stage of STAGES) console.log(`${stage.name.padEnd(16)} ${stage.run}${stage.after ? `   (after ${stage.after.join(', ')})` : ''}${stage.critical ? '   critical path' : ''}`);
    return 0;
  }
  const stages = args.length ? withPrerequisites(args) : STAGES;
  const limit = Number(process.env.CI_STAGE_LIMIT) || Math.max(3, availableParallelism() + 1);
  mkdirSync(logDir, { recursive: true });
  const started = Date.now();
  /** @type {Map<string, { status: 'passed' | 'failed' | 'skipped', ms: number, cpuSeconds?: number }>} */
  const results = new Map();
  /** @type {Set<string>} */
  const active = new Set();
  const pending = [...stages];
  console.log(`ci-stages: ${stages.map((s) => s.name).join(', ')} (beside the critical path, at most ${limit} at once; logs in ${path.relative(root, logDir)}/)`);

  await new Promise((/** @type {(value?: unknown) => void} */ done) => {
    const next = () => {
      for (const stage of [...pending]) {
        const needs = (stage.after ?? []).filter((name) => stages.some((s) => s.name === name));
        if (needs.some((name) => results.get(name)?.status === 'failed' || results.get(name)?.status === 'skipped')) {
          pending.splice(pending.indexOf(stage), 1);
          results.set(stage.name, { status: 'skipped', ms: 0 });
          console.log(`ci-stages: ${stage.name} skipped (${needs.filter((name) => results.get(name)?.status !== 'passed').join(', ')} did not pass)`);
          continue;
        }
        const unniced = [...active].filter((name) => !byName.get(name)?.niced);
        const aloneRunning = unniced.some((name) => byName.get(name)?.alone);
        const aloneWaiting = pending.some((other) => other.alone && other !== stage && STAGES.indexOf(other) < STAGES.indexOf(stage));
        if (!needs.every((name) => results.get(name)?.status === 'passed')) continue;
        if (!stage.niced && (aloneRunning || aloneWaiting)) continue;
        if (stage.alone && unniced.length > 0) continue;
        if (!stage.critical && active.size >= limit) continue;
        pending.splice(pending.indexOf(stage), 1);
        active.add(stage.name);
        const logFile = path.join(logDir, logName(stage));
        const stageStart = Date.now();
        console.log(`ci-stages: ${stage.name} started: ${stage.run}`);
        void runStage(stage, logFile).then(({ code, cpuSeconds }) => {
          const ms = Date.now() - stageStart;
          active.delete(stage.name);
          results.set(stage.name, { status: code === 0 ? 'passed' : 'failed', ms, cpuSeconds });
          if (code === 0) console.log(`ci-stages: ${stage.name} passed in ${seconds(ms)}`);
          else console.log(`ci-stages: ${stage.name} FAILED (exit ${code}) after ${seconds(ms)} (its log: ${path.relative(root, logFile)})`);
          next();
        });
      }
      if (pending.length === 0 && active.size === 0) done();
    };
    next();
  });

  const failed = stages.filter((stage) => results.get(stage.name)?.status !== 'passed');
  for (const stage of failed.filter((s) => results.get(s.name)?.status === 'failed')) {
    console.log(`\nci-stages: ${stage.name} failed; the end of .ci/logs/${logName(stage)}:\n${tail(path.join(logDir, logName(stage)))}`);
  }
  console.log('\nci-stages: durations (wall clock; CPU: user + system time of the stage\'s processes)');
  let cpuTotal = 0;
  for (const stage of stages) {
    const result = results.get(stage.name);
    cpuTotal += result?.cpuSeconds ?? 0;
    const cpu = result?.cpuSeconds === undefined ? '' : `  CPU ${seconds(result.cpuSeconds * 1000)}`;
    console.log(`  ${stage.name.padEnd(16)} ${(result?.status ?? 'not run').padEnd(8)} ${(result?.ms ? seconds(result.ms) : '').padEnd(7)}${cpu}`);
  }
  console.log(`  ${'total'.padEnd(16)} ${(failed.length ? 'failed' : 'passed').padEnd(8)} ${seconds(Date.now() - started).padEnd(7)}  CPU ${seconds(cpuTotal * 1000)}`);
  if (failed.length) console.log(`ci-stages: did not pass: ${failed.map((stage) => stage.name).join(', ')} (logs in .ci/logs/)`);
  return failed.length ? 1 : 0;
}

process.exitCode = await main();
