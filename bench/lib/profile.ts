/**
 * V8 CPU profiles (.cpuprofile, written by `node --cpu-prof`) cut to the time window of one load and
 * summarised as the top frames by self time. The profiler's timestamps and process.hrtime() in the
 * bench read the same monotonic clock (microseconds), so a window taken in the bench process selects
 * the samples of the server process taken during that load.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import path from 'node:path';

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}
interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  hitCount?: number;
  children?: number[];
  positionTicks?: unknown;
}
interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** Now on the profiler's clock (µs). */
export const profilerClock = () => Number(process.hrtime.bigint() / 1000n);

export interface ProfileWindow {
  name: string;
  what: string;
  from: number;
  to: number;
}

export interface ProfileFrame {
  functionName: string;
  /** Source file (through the bundle's source map) or package, with the line of the function. */
  location: string;
  selfMs: number;
  /** Of the busy samples (all but idle). */
  share: number;
}

export interface ProfileSummary {
  name: string;
  what: string;
  file: string;
  seconds: number;
  /** Share of the window the process was on the CPU (not idle). */
  busyShare: number;
  frames: ProfileFrame[];
  /** Self time grouped: the app's code, each package, Node.js internals, GC, native. */
  areas: Array<{ area: string; share: number }>;
}

/**
 * Writes the part of `profileFile` inside `window` as `<outDir>/<window.name>.cpuprofile` (opens in
 * Chrome DevTools or VS Code) and returns its top `top` frames by self time.
 */
export function summariseWindow(options: {
  profileFile: string;
  window: ProfileWindow;
  outDir: string;
  root: string;
  top?: number;
}): ProfileSummary {
  const profile = JSON.parse(readFileSync(options.profileFile, 'utf8')) as CpuProfile;
  const { from, to } = options.window;
  const samples: number[] = [];
  const deltas: number[] = [];
  let at = profile.startTime;
  let lastKept = from;
  for (let index = 0; index < profile.samples.length; index += 1) {
    at += profile.timeDeltas[index]!;
    if (at < from || at > to) continue;
    samples.push(profile.samples[index]!);
    deltas.push(at - lastKept);
    lastKept = at;
  }
  const cut: CpuProfile = { ...profile, startTime: from, endTime: to, samples, timeDeltas: deltas };
  const file = path.join(options.outDir, `${options.window.name}.cpuprofile`);
  writeFileSync(file, JSON.stringify(cut));

  const sampleMs = samples.length ? (to - from) / 1000 / samples.length : 0;
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const counts = new Map<number, number>();
  for (const id of samples) counts.set(id, (counts.get(id) ?? 0) + 1);
  const locate = locator(options.root);
  const frames = new Map<string, { functionName: string; location: string; hits: number }>();
  const areas = new Map<string, number>();
  let busy = 0;
  for (const [id, hits] of counts) {
    const frame = byId.get(id)!.callFrame;
    if (frame.functionName === '(idle)') continue;
    busy += hits;
    const { location, area } = locate(frame);
    const functionName = frame.functionName || '(anonymous)';
    const key = `${functionName}\u0000${location}`;
    const entry = frames.get(key) ?? { functionName, location, hits: 0 };
    entry.hits += hits;
    frames.set(key, entry);
    areas.set(area, (areas.get(area) ?? 0) + hits);
  }
  return {
    name: options.window.name,
    what: options.window.what,
    file: path.relative(options.root, file),
    seconds: (to - from) / 1e6,
    busyShare: samples.length ? busy / samples.length : 0,
    frames: [...frames.values()]
      .sort((a, b) => b.hits - a.hits)
      .slice(0, options.top ?? 15)
      .map((entry) => ({
        functionName: entry.functionName,
        location: entry.location,
        selfMs: entry.hits * sampleMs,
        share: busy ? entry.hits / busy : 0,
      })),
    areas: [...areas]
      .sort((a, b) => b[1] - a[1])
      .map(([area, hits]) => ({ area, share: busy ? hits / busy : 0 })),
  };
}

/**
 * Names a frame's place: the server bundle's frames through its source map (apps/…/file.ts:line),
 * packages by name, Node.js internals as `node:…`, V8's own entries ((garbage collector), (program))
 * as they are.
 */
function locator(root: string) {
  const maps = new Map<string, SourceMap | null>();
  const mapFor = (url: string) => {
    if (!maps.has(url)) {
      try {
        const file = url.startsWith('file://') ? new URL(url).pathname : url;
        maps.set(url, new SourceMap(JSON.parse(readFileSync(`${file}.map`, 'utf8'))));
      } catch {
        maps.set(url, null);
      }
    }
    return maps.get(url) ?? null;
  };
  return (frame: CallFrame): { location: string; area: string } => {
    // No script: V8's own entries ((garbage collector), (program)) or native code, such as the C++
    // binding under a socket write (`writev`: the system call included).
    if (!frame.url)
      return {
        location: '(native)',
        area: frame.functionName.startsWith('(') ? frame.functionName : 'native (bindings, V8 built-ins)',
      };
    if (frame.url.startsWith('node:')) return { location: frame.url, area: 'Node.js internals' };
    let file = frame.url.startsWith('file://') ? new URL(frame.url).pathname : frame.url;
    let line = frame.lineNumber + 1;
    const map = frame.url.endsWith('main.js') ? mapFor(frame.url) : null;
    if (map) {
      const entry = map.findEntry(frame.lineNumber, frame.columnNumber) as {
        originalSource?: string;
        originalLine?: number;
      };
      if (entry.originalSource) {
        file = entry.originalSource.startsWith('file://')
          ? new URL(entry.originalSource).pathname
          : path.resolve(path.dirname(file), entry.originalSource);
        line = (entry.originalLine ?? 0) + 1;
      }
    }
    const relative = path.relative(root, file);
    const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(relative);
    const area = inPackage
      ? inPackage[1]!
      : relative.startsWith('packages/')
        ? 'packages/shared'
        : 'apps/server';
    return { location: `${relative}:${line}`, area };
  };
}
