// Originals are served only with the admin's token: fetched with it, then saved under the uploaded name.
import { adminToken } from '../../../auth/admin-session.ts';

export async function downloadOriginal(url: string, fallbackName: string): Promise<void> {
  const response = await fetch(url, { headers: { Authorization: `Bearer ${adminToken() ?? ''}` } });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const encoded = response.headers.get('X-Nome-Arquivo');
  const name = encoded ? decodeURIComponent(encoded) : fallbackName;
  const link = document.createElement('a');
  link.href = URL.createObjectURL(await response.blob());
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
}
