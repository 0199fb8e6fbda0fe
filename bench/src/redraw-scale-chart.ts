import { readFile } from 'node:fs/promises';
import { writeScaleChart } from './scale-chart.ts';
import type { ScaleLine } from './scale-scenarios.ts';

// Draws bench/results/scale.svg again from the last run's bench/results.json, with the run's
// own date, commit and machine: for a change to the chart, without measuring anew.
const results = JSON.parse(await readFile(new URL('../results.json', import.meta.url), 'utf8')) as {
  scale: ScaleLine[];
  figures: { scale?: { date: string; commit: string; machine: string } };
};
if (!results.figures.scale) throw new Error('the last run measured no scale scenarios');
console.log(await writeScaleChart(results.scale, results.figures.scale));
