import { mkdir, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { describe } from './goals.ts';
import type { ScaleLine } from './scale-scenarios.ts';

const WIDTH = 960;
const HEIGHT = 560;
/** The plot's box; the legend takes the space to its right. */
const PLOT = { left: 80, top: 80, right: 600, bottom: 490 };
// Eight colours told apart also in greyscale print, one per scenario.
const COLOURS = ['#1f77b4', '#d62728', '#2ca02c', '#ff7f0e', '#9467bd', '#8c564b', '#e377c2', '#17becf'];

const escaped = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const size = (rows: number) => rows.toLocaleString('en').replace(/,/g, ' ');

/** The y axis's marks: 1, 2 and 5 × 10^n from the decade below `lowest` to the one above `highest`. */
function decades(lowest: number, highest: number): number[] {
  const marks: number[] = [];
  for (let power = Math.floor(Math.log10(lowest)); power < Math.ceil(Math.log10(highest)); power += 1) {
    marks.push(...[1, 2, 5].map((step) => step * 10 ** power));
  }
  return [...marks, 10 ** Math.ceil(Math.log10(highest))];
}

const text = (x: number, y: number, content: string, attributes = '') =>
  `<text x="${x.toFixed(1)}" y="${y.toFixed(1)}" ${attributes}>${escaped(content)}</text>`;

/**
 * The scale scenarios as a line chart in SVG: firm size on a logarithmic x axis, p95 in ms on a
 * logarithmic y axis too (a growth by the same factor looks the same for a quick search as for the
 * calendar, and the goals are factors), one line per scenario, a legend with each goal's figure, and a title
 * that says when, at which commit and on what machine the figures were measured.
 */
export function scaleChart(lines: ScaleLine[], title: string, subtitle: string): string {
  const sizes = lines[0]!.points.map((point) => point.rows);
  const [low, high] = [Math.log10(sizes[0]!) - 0.15, Math.log10(sizes.at(-1)!) + 0.15];
  const p95s = lines.flatMap((line) => line.points.map((point) => point.measurement.p95Ms));
  const marks = decades(Math.max(Math.min(...p95s), 0.1), Math.max(...p95s));
  const [bottom, top] = [Math.log10(marks[0]!), Math.log10(marks.at(-1)!)];
  const x = (rows: number) =>
    PLOT.left + ((Math.log10(rows) - low) / (high - low)) * (PLOT.right - PLOT.left);
  const y = (ms: number) =>
    PLOT.bottom - ((Math.log10(ms) - bottom) / (top - bottom)) * (PLOT.bottom - PLOT.top);
  const parts: string[] = [
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="#fff"/>`,
    text(PLOT.left, 32, title, 'font-size="20" font-weight="bold"'),
    text(PLOT.left, 56, subtitle, 'font-size="13" fill="#444"'),
  ];
  for (const ms of marks) {
    parts.push(
      `<line x1="${PLOT.left}" x2="${PLOT.right}" y1="${y(ms)}" y2="${y(ms)}" stroke="#e3e3e3"/>`,
      text(PLOT.left - 8, y(ms) + 4, ms.toLocaleString('en'), 'font-size="12" text-anchor="end"'),
    );
  }
  for (const rows of sizes) {
    parts.push(
      `<line x1="${x(rows)}" x2="${x(rows)}" y1="${PLOT.top}" y2="${PLOT.bottom}" stroke="#e3e3e3"/>`,
      text(x(rows), PLOT.bottom + 20, size(rows), 'font-size="12" text-anchor="middle"'),
    );
  }
  parts.push(
    `<rect x="${PLOT.left}" y="${PLOT.top}" width="${PLOT.right - PLOT.left}" height="${PLOT.bottom - PLOT.top}" fill="none" stroke="#888"/>`,
    text(
      (PLOT.left + PLOT.right) / 2,
      PLOT.bottom + 48,
      'firm size, assignments (log scale)',
      'font-size="14" text-anchor="middle"',
    ),
    text(
      24,
      (PLOT.top + PLOT.bottom) / 2,
      'p95 latency, ms (log scale)',
      `font-size="14" text-anchor="middle" transform="rotate(-90 24 ${(PLOT.top + PLOT.bottom) / 2})"`,
    ),
  );
  lines.forEach((line, index) => {
    const colour = COLOURS[index % COLOURS.length]!;
    const points = line.points.map(
      (point) => `${x(point.rows).toFixed(1)},${y(point.measurement.p95Ms).toFixed(1)}`,
    );
    parts.push(`<polyline points="${points.join(' ')}" fill="none" stroke="${colour}" stroke-width="2.5"/>`);
    for (const point of points) {
      const [cx, cy] = point.split(',');
      parts.push(`<circle cx="${cx}" cy="${cy}" r="4" fill="${colour}"/>`);
    }
    const legendY = PLOT.top + 10 + index * 44;
    const goal = line.goal ? describe(line.goal) : 'no goal';
    parts.push(
      `<line x1="${PLOT.right + 24}" x2="${PLOT.right + 52}" y1="${legendY}" y2="${legendY}" stroke="${colour}" stroke-width="3"/>`,
      text(PLOT.right + 60, legendY + 5, line.label, 'font-size="14"'),
      text(
        PLOT.right + 60,
        legendY + 23,
        goal,
        `font-size="12" fill="${line.goal && !line.goal.met ? '#b00020' : '#444'}"`,
      ),
    );
  });
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" ` +
    `font-family="DejaVu Sans, Arial, sans-serif">\n${parts.join('\n')}\n</svg>\n`
  );
}

/** Writes the chart of a run to `bench/results/scale.svg`, titled with the run's label; answers its path. */
export async function writeScaleChart(
  lines: ScaleLine[],
  label: { date: string; commit: string; machine: string },
): Promise<string> {
  const file = new URL('../results/scale.svg', import.meta.url);
  await mkdir(new URL('.', file), { recursive: true });
  const subtitle = `${label.date}, commit ${label.commit}, ${label.machine}`;
  await writeFile(file, scaleChart(lines, 'Syna: p95 latency by firm size', subtitle));
  return fileURLToPath(file);
}
