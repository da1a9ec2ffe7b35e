/** Tests: a multipart/form-data body with one file field (plain fields first, as the web sends them). */
export function multipartBody(
  /** `field` is the part's name: `file` unless a test sends a wrong one. */
  file: { name: string; content: string | Buffer; type?: string; field?: string },
  fields: Record<string, string> = {},
  extraFiles: { name: string; content: string }[] = [],
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----tranche${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  for (const each of [file, ...extraFiles]) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${'field' in each && each.field ? each.field : 'file'}"; filename="${each.name}"\r\nContent-Type: ${'type' in each && each.type ? each.type : 'text/csv'}\r\n\r\n`,
      ),
      Buffer.isBuffer(each.content) ? each.content : Buffer.from(each.content),
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
