/** Tests: a multipart/form-data body with one file field (plain fields first, as the web sends them). */
export function multipartBody(
  /** `field` is the part's name: `file` unless a test sends a wrong one. */
  file: { name: string; content: string | Buffer; type?: string; field?: string },
  fields: Record<string, string> = {},
  extraFiles: { name: string; content: string }[] = [],
  /** Where the plain fields go: before the files (as the API asks) or, from a careless client, after them. */
  fieldsGo: 'first' | 'last' = 'first',
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----tranche${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  const fieldParts = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  if (fieldsGo === 'first') parts.push(...fieldParts);
  for (const each of [file, ...extraFiles]) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${'field' in each && each.field ? each.field : 'file'}"; filename="${each.name}"\r\nContent-Type: ${'type' in each && each.type ? each.type : 'text/csv'}\r\n\r\n`,
      ),
      Buffer.isBuffer(each.content) ? each.content : Buffer.from(each.content),
      Buffer.from('\r\n'),
    );
  }
  if (fieldsGo === 'last') parts.push(...fieldParts);
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
