import { execFile } from 'node:child_process';
import { access, constants, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** The longest a conversion may take before it is given up. */
const CONVERSION_TIMEOUT_MS = 120_000;

/** The program itself when `program` is a path, else the first `program` on `PATH`; null if none. */
async function findProgram(program: string): Promise<string | null> {
  const candidates = program.includes('/')
    ? [program]
    : (process.env.PATH ?? '').split(path.delimiter).map((folder) => path.join(folder, program));
  for (const candidate of candidates) {
    try {
      await access(candidate, constants.X_OK);
      return candidate;
    } catch {
      // Not there or not executable: try the next folder.
    }
  }
  return null;
}

function run(program: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    execFile(program, args, { timeout: CONVERSION_TIMEOUT_MS, killSignal: 'SIGKILL', env }, (error) =>
      error ? reject(error) : resolve(),
    );
  });
}

/**
 * Word to PDF with LibreOffice headless (`soffice`). One conversion at a time (LibreOffice is
 * heavy, and the machine is shared with the requests), each with a profile folder of its own
 * that is removed afterwards, a timeout, and no proxy in its environment. Reports reach it only
 * from templates refused at upload if they fetch anything from outside the file.
 */
export class PdfConverter {
  private program: Promise<string | null> | null = null;
  private queue: Promise<unknown> = Promise.resolve();

  constructor(private readonly sofficePath: string | null) {}

  /** Whether PDFs can be made: `soffice` is configured and found. */
  async available(): Promise<boolean> {
    return (await this.soffice()) !== null;
  }

  private soffice(): Promise<string | null> {
    this.program ??= this.sofficePath ? findProgram(this.sofficePath) : Promise.resolve(null);
    return this.program;
  }

  convert(docx: Buffer): Promise<Buffer> {
    const conversion = this.queue.then(() => this.convertNow(docx));
    this.queue = conversion.catch(() => undefined);
    return conversion;
  }

  private async convertNow(docx: Buffer): Promise<Buffer> {
    const soffice = await this.soffice();
    if (!soffice) throw new Error('LibreOffice is not installed');
    const folder = await mkdtemp(path.join(tmpdir(), 'syna-pdf-'));
    try {
      const source = path.join(folder, 'report.docx');
      await writeFile(source, docx);
      await run(
        soffice,
        [
          `-env:UserInstallation=${pathToFileURL(path.join(folder, 'profile')).href}`,
          '--headless',
          '--norestore',
          '--nolockcheck',
          '--nodefault',
          '--convert-to',
          'pdf:writer_pdf_Export',
          '--outdir',
          folder,
          source,
        ],
        { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: folder, LANG: 'C.UTF-8' },
      );
      return await readFile(path.join(folder, 'report.pdf'));
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  }
}
