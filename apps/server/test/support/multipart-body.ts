export interface MultipartFile {
  field?: string;
  name: string;
  type: string;
  bytes: Buffer;
}

/** A multipart/form-data body, encoded by the platform's own FormData, and its content type. */
export async function multipartBody(
  files: MultipartFile[],
  fields: Record<string, string> = {},
): Promise<{ bytes: Buffer; contentType: string }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) {
    form.append(file.field ?? 'file', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  }
  const encoded = new Response(form);
  return {
    bytes: Buffer.from(await encoded.arrayBuffer()),
    contentType: encoded.headers.get('content-type')!,
  };
}
