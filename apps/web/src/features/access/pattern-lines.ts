import { permissionPatternProblem } from '@syna/contracts/permission-patterns';

/** A pattern the form refuses: its line (from 1) and why, in the contracts' Swedish. */
export interface PatternLineProblem {
  line: number;
  message: string;
}

/** The patterns of a text field, one a line, and the first refusal (checked as the user types). */
export interface PatternLines {
  patterns: string[];
  problem: PatternLineProblem | null;
}

/** Reads one pattern a line; blank lines and spaces around a pattern do not count. */
export function readPatternLines(text: string): PatternLines {
  const lines = text.split('\n').map((line) => line.trim());
  const patterns: string[] = [];
  let problem: PatternLineProblem | null = null;
  lines.forEach((line, index) => {
    if (line === '') return;
    const message = permissionPatternProblem(line);
    if (message && !problem) problem = { line: index + 1, message };
    patterns.push(line);
  });
  return { patterns, problem };
}

/** The line of the field a server's field error (`permissions.2`, counting patterns) refers to. */
export function lineOfPattern(text: string, patternIndex: number): number {
  let seen = -1;
  const lines = text.split('\n');
  for (let index = 0; index < lines.length; index += 1) {
    if (lines[index]!.trim() === '') continue;
    seen += 1;
    if (seen === patternIndex) return index + 1;
  }
  return lines.length;
}
