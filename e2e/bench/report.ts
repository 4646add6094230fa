// The web bench's table (console) and its section of docs/performance.md, between its own markers. The section keeps
// two runs: the baseline (a run with --baseline, e.g. a build from before a change) and the latest other run; a run
// rewrites its own slot and leaves the other as it was.
import { readFileSync, writeFileSync } from 'node:fs';
import { BLOCK_MS, type PhaseBlocks } from './main-thread-monitor.ts';

/** A file over the import row limit ends in the file step; an importable one goes on through the mapping to Import. */
export const PHASES = ['choose file -> parsed and refused', 'choose file -> columns shown', 'mapping -> submit answered'] as const;
export type Phase = (typeof PHASES)[number];

export interface BenchFile {
  /** "10 MB file", "2,000-row file", "100-row file (control)" */
  label: string;
  bytes: number;
  rows: number;
  /** The phases this file goes through, in order. */
  phases: readonly Phase[];
  /** What the dialog showed at the end (last run), e.g. 'answer shown after Import: "..."'. */
  outcome: string;
}

export interface Measurement {
  file: string;
  run: number;
  /** Share of the machine's CPU time in use (every process) while the import ran, 0..1. */
  cpuBusy: number;
  /** One entry per phase of the file. */
  blocks: Partial<Record<Phase, PhaseBlocks>>;
}

export interface WebBenchRun {
  /** What was measured, e.g. "build of 8510a42". */
  label: string;
  date: string;
  loadAverage: number;
  machine: { cpus: number; cpuModel: string; memoryGb: number; chromium: string; node: string };
  files: BenchFile[];
  measurements: Measurement[];
}

const ms = (n: number) => String(Math.round(n));
const longestBlock = (b: PhaseBlocks) => Math.max(b.longestTaskMs, b.longestGapMs);

const blocksOf = (m: Measurement, phase: Phase): PhaseBlocks => {
  const b = m.blocks[phase];
  if (!b) throw new Error(`${m.file}, run ${m.run}: no figures for ${phase}`);
  return b;
};

const rowOf = (m: Measurement, phase: Phase) => {
  const b = blocksOf(m, phase);
  return [
    m.file,
    phase,
    m.run,
    (b.durationMs / 1000).toFixed(1),
    ms(b.longestTaskMs),
    b.tasksOver,
    ms(b.blockedMs),
    ms(b.longestGapMs),
    b.gapsOver,
    `${Math.round(m.cpuBusy * 100)} %`,
  ];
};
const HEADER = [
  'file',
  'phase',
  'run',
  'phase s',
  'longest task ms',
  `tasks > ${BLOCK_MS} ms`,
  'blocked ms (sum of long tasks)',
  'longest frame gap ms',
  `frame gaps > ${BLOCK_MS} ms`,
  'machine CPU busy',
];

export function printTable(run: WebBenchRun): void {
  const phasesOf = (m: Measurement) => run.files.find((f) => f.label === m.file)?.phases ?? [];
  console.table(
    run.measurements.flatMap((m) => phasesOf(m).map((phase) => Object.fromEntries(HEADER.map((h, i) => [h, rowOf(m, phase)[i]])))),
  );
}

export function runMarkdown(title: string, run: WebBenchRun): string {
  const m = run.machine;
  const verdict = (file: BenchFile) =>
    file.phases
      .map((phase) => {
        const worst = Math.max(...run.measurements.filter((x) => x.file === file.label).map((x) => longestBlock(blocksOf(x, phase))));
        return `${phase} ${worst > BLOCK_MS ? `MISS (longest block ${ms(worst)} ms)` : 'ok'}`;
      })
      .join('; ');
  return [
    `### ${title}: ${run.label}`,
    '',
    `Run ${run.date}.`,
    '',
    `- Machine: ${m.cpus} CPUs (${m.cpuModel}), ${m.memoryGb} GB memory, ${m.chromium}, Node ${m.node}; 1-minute load average ${run.loadAverage.toFixed(1)} when the run started.`,
    ...run.files.map(
      (f) =>
        `- ${f.label}: ${f.bytes.toLocaleString('en-US')} bytes, ${f.rows.toLocaleString('en-US')} rows; ${f.outcome}. Target (no block over ${BLOCK_MS} ms): ${verdict(f)}.`,
    ),
    '',
    `| ${HEADER.join(' | ')} |`,
    `|${HEADER.map(() => '---').join('|')}|`,
    ...run.files.flatMap((f) =>
      f.phases.flatMap((phase) => run.measurements.filter((x) => x.file === f.label).map((x) => `| ${rowOf(x, phase).join(' | ')} |`)),
    ),
  ].join('\n');
}

/** A section's markers in docs/performance.md: `<!-- <section>:start -->`, and each slot's inside it. */
const sectionMarkers = (section: string) => [`<!-- ${section}:start -->`, `<!-- ${section}:end -->`] as const;
const slotMarkers = (section: string, slot: 'baseline' | 'latest') =>
  [`<!-- ${section}:${slot}:start -->`, `<!-- ${section}:${slot}:end -->`] as const;

function between(text: string, start: string, end: string): string | null {
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  return from >= 0 && to > from ? text.slice(from + start.length, to).trim() : null;
}

/**
 * Rewrites a bench's section (`bench-web` for this bench's, `bench-cold-load` for e2e/bench/cold-load.ts): the intro,
 * this run in its slot, the other slot as the file had it.
 */
export function writeReport(file: string, intro: string, slot: 'baseline' | 'latest', body: string, section = 'bench-web'): void {
  const [START, END] = sectionMarkers(section);
  const current = readFileSync(file, 'utf8');
  const previous = between(current, START, END) ?? '';
  const slotText = (name: 'baseline' | 'latest') => {
    const [start, end] = slotMarkers(section, name);
    const text = name === slot ? body : (between(previous, start, end) ?? `No ${name} run yet.`);
    return `${start}\n${text}\n${end}`;
  };
  const block = [START, intro, '', slotText('baseline'), '', slotText('latest'), END].join('\n');
  const next =
    current.includes(START) && current.includes(END)
      ? current.slice(0, current.indexOf(START)) + block + current.slice(current.indexOf(END) + END.length)
      : `${current.trimEnd()}\n\n${block}\n`;
  writeFileSync(file, next);
}
