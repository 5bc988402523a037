// A GraphQL multipart request (the spec graphql-upload implements), as browsers send files: each file goes to the
// variable path it is mapped to.
import type { TestApp } from './test-app.ts';

export interface MultipartFile {
  bytes: Uint8Array;
  name: string;
  type?: string;
}

export async function graphqlMultipart(
  t: TestApp,
  request: { host: string; headers: Record<string, string> },
  document: string,
  variables: Record<string, unknown>,
  files: Record<string, MultipartFile>,
): Promise<any> {
  const form = new FormData();
  const names = Object.keys(files);
  form.set('operations', JSON.stringify({ query: document.toString(), variables }));
  form.set(
    'map',
    JSON.stringify(Object.fromEntries(names.map((path, index) => [String(index), [`variables.${path}`]]))),
  );
  names.forEach((path, index) => {
    const file = files[path]!;
    form.set(
      String(index),
      new Blob([Buffer.from(file.bytes)], { type: file.type ?? 'image/jpeg' }),
      file.name,
    );
  });
  const response = await t.fetch('/graphql', { method: 'POST', ...request, body: form });
  return response.json();
}
