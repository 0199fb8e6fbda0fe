// Writes the base templates the product ships to apps/server/templates/, from the code in
// scripts/base-templates/. Run it after changing that code (`npm run templates -w apps/server`)
// and commit the .docx files it writes; a test fails while they differ from what the code builds.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { BASE_TEMPLATES } from '@syna/contracts/document-templates';
import { BASE_TEMPLATES_DIR } from '../src/paths.ts';
import { BASE_TEMPLATE_BUILDERS } from './base-templates/index.ts';

for (const template of BASE_TEMPLATES) {
  const target = path.join(BASE_TEMPLATES_DIR, `${template.key}.docx`);
  await writeFile(target, await BASE_TEMPLATE_BUILDERS[template.key]());
  process.stdout.write(`wrote ${path.relative(process.cwd(), target)}\n`);
}
