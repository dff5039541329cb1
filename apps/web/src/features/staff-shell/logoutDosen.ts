import { request } from '../../api/client';

/** POST /logoutDosen — revokes the staff token on the server (design §5). */
export async function logoutDosen(): Promise<void> {
  await request<unknown>('logoutDosen', { method: 'POST', auth: 'staff' });
}
