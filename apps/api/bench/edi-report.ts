// The EDI section of docs/performance.md (between its markers), written by the EDI part of the bench (BENCH_ONLY=edi
// or a full run).
import type { BenchReport } from './report.ts';
import { writeSection } from './report.ts';
import { EDI_TARGET_NOTICES, EDI_TARGET_SECONDS, type EdiBenchReport } from './edi.ts';

type Context = Pick<BenchReport, 'command' | 'date' | 'machine' | 'orders'>;

const count = (n: number) => n.toLocaleString('en-US');

export function ediMarkdown(c: Context, r: EdiBenchReport): string {
  // a smaller run (BENCH_EDI_NOTICES) is judged by its rate carried to the issue's 10,000
  const perNotice = r.receiveSeconds / r.notices;
  const atTarget = perNotice * EDI_TARGET_NOTICES;
  const met = atTarget <= EDI_TARGET_SECONDS && r.accepted === r.notices;
  return [
    `## EDI: ship notices in one interchange (${count(r.notices)} in this run) at ${count(c.orders)} orders`,
    '',
    `Run ${c.date} with \`${c.command}\` (apps/api/bench/run.ts, edi.ts).`,
    '',
    `- Machine: ${c.machine.cpus} CPUs (${c.machine.cpuModel}), ${c.machine.memoryGb} GB memory, Node ${c.machine.node}, ${c.machine.postgres}. The machine is shared (helpers and the lead run tests and builds on the same ${c.machine.cpus} CPUs): 1-minute load average ${r.loadAverage.toFixed(1)} when the part started, ${r.loadAverageAfter.toFixed(1)} when it ended.`,
    `- Data: the list's database (Acme's ${count(c.orders)} orders); the file is one interchange from a trading partner of Acme with ${count(r.notices)} 856 transaction sets, each the ship notice of one of Acme's newest orders awaiting shipment without a tracking number, every line of it shipped (${count(r.lines)} lines, each with the first carrier the order's shipping method offers and a tracking number): ${r.fileMegabytes.toFixed(1)} MiB of X12.`,
    `- What is timed: \`receiveInterchange\`, what the SFTP server runs at the upload's close: the file read and checked against the guide, kept, the notices checked by the orders area's ship step's rules and the accepted ones written together (the orders' locks, the state machine, trackings, history, the domain events published once for the file and their in-transaction reactions: docs/decisions/edi.md, "Speed"), the 997 written into the partner's mailbox, all in one transaction; as the owner role on one connection (the receive is the system's, as the SFTP server's is). Upload time over SFTP is not included. The run, the partner included, is rolled back at the end: the bench database is left as it was.`,
    `- Target: ${count(EDI_TARGET_NOTICES)} notices applied within ${EDI_TARGET_SECONDS} s. ${met ? 'Met' : 'Not met'}${r.notices === EDI_TARGET_NOTICES ? '' : ` (this run: ${count(r.notices)} notices, BENCH_EDI_NOTICES; at its rate ${count(EDI_TARGET_NOTICES)} take about ${atTarget.toFixed(0)} s)`}.`,
    '',
    '| step | seconds |',
    '| --- | --- |',
    `| writing the file (the partner's translator: not the portal's work) | ${r.writeSeconds.toFixed(1)} |`,
    `| reading and checking it alone (envelopes, the guide, the commands' schemas; no database) | ${r.readSeconds.toFixed(1)} |`,
    `| receiving it whole (the above, kept, ${count(r.notices)} notices applied, the 997) | ${r.receiveSeconds.toFixed(1)} |`,
    '',
    `Result: ${r.state}, ${count(r.accepted)} of ${count(r.notices)} sets accepted in the 997 (${r.acknowledgementKilobytes.toFixed(0)} kB); ${(perNotice * 1000).toFixed(1)} ms per notice.${r.refusals ? ` Refused (the first): ${r.refusals}` : ''}`,
  ].join('\n');
}

const MARKERS = ['<!-- bench-edi:start -->', '<!-- bench-edi:end -->'] as const;
const WEB_START = '<!-- bench-web:start -->';

export const writeEdiReport = (file: string, section: string) => writeSection(file, MARKERS, section, { before: WEB_START });
