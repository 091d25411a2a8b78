// A member's data (internal/dataexport, docs/account-security.md): the export job and its
// download, and the account's deletion.
import { ClientResponseError } from 'pocketbase';
import { pb } from '../../data/pb';
import { toUserError } from '../../data/errors';
import { logout } from '../../data/session';

export interface DataExport {
  id: string;
  state: 'pending' | 'ready' | 'failed';
  size: number;
  expires: string;
  created: string;
}

const BASE = '/api/reelhouse/account';

async function send<T>(path: string, method: string, body?: unknown): Promise<T> {
  try {
    return await pb.send<T>(`${BASE}${path}`, { method, body, requestKey: null });
  } catch (err) {
    throw new Error(toUserError(err, 'Something went wrong.'));
  }
}

export const latestExport = async () => (await send<{ export: DataExport | null }>('/export', 'GET')).export;
export const startExport = async () => (await send<{ export: DataExport }>('/export', 'POST')).export;

/** Fetches the zip with the member's token (the route checks it) and saves it. */
export async function downloadExport(id: string): Promise<void> {
  const res = await fetch(`${BASE}/export/${encodeURIComponent(id)}/download`, { headers: { Authorization: pb.authStore.token } });
  if (!res.ok) {
    const response = (await res.json().catch(() => ({}))) as Record<string, unknown>;
    throw new Error(toUserError(new ClientResponseError({ status: res.status, response, url: res.url }), 'Something went wrong.'));
  }
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'reelhouse-data.zip';
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** Deletes the account (password, and the code when two-step sign-in is on), then signs out here. */
export async function deleteAccount(password: string, code: string): Promise<void> {
  await send<{ deleted: true }>('/delete', 'POST', { password, code: code.trim() });
  await logout();
}
