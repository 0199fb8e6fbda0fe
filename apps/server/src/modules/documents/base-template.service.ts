import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  BASE_TEMPLATES,
  type BaseTemplate,
  type BaseTemplateKey,
  type DocumentTemplate,
} from '@syna/contracts/document-templates';
import type { ListResponse } from '@syna/contracts/list';
import type { FileDownload } from '../../platform/http/endpoint-routes.ts';
import type { RequestContext } from '../../platform/http/request-context.ts';
import type { FileStorage } from '../../platform/storage/file-storage.ts';
import { withSpooled } from '../../platform/storage/spooled-file.ts';
import { BASE_TEMPLATES_DIR } from '../../paths.ts';
import { addDocumentTemplate, DOCX_TYPE } from './document-template.service.ts';

/**
 * The base templates the product ships: the same for every firm, read from the server's own
 * folder (apps/server/templates, written by scripts/build-base-templates.ts). The key comes from
 * the endpoint's enum, so no path is ever built from what a caller wrote.
 */

const baseTemplate = (key: BaseTemplateKey): BaseTemplate => BASE_TEMPLATES.find((each) => each.key === key)!;

async function baseTemplateFile(key: BaseTemplateKey): Promise<{ template: BaseTemplate; bytes: Buffer }> {
  return { template: baseTemplate(key), bytes: await readFile(path.join(BASE_TEMPLATES_DIR, `${key}.docx`)) };
}

export async function getBaseTemplates(): Promise<ListResponse<BaseTemplate>> {
  return { items: [...BASE_TEMPLATES], total: BASE_TEMPLATES.length };
}

export async function openBaseTemplate(key: BaseTemplateKey): Promise<FileDownload> {
  const { template, bytes } = await baseTemplateFile(key);
  return { body: bytes, contentType: DOCX_TYPE, filename: template.filename, size: bytes.length };
}

/**
 * Copies a base template into the firm's own templates, through the same checks and storage as
 * an upload, so the firm downloads, edits and replaces it like any template of its own.
 */
export async function copyBaseTemplate(
  context: RequestContext,
  storage: FileStorage,
  key: BaseTemplateKey,
): Promise<DocumentTemplate> {
  const { template, bytes } = await baseTemplateFile(key);
  return withSpooled(bytes, (file) =>
    addDocumentTemplate(context, storage, { ...file, filename: template.filename }, template.name),
  );
}
