import { staffAuthApi } from '../../api/staff/staffAuth';

/** POST /logoutDosen — revokes the staff token on the server (design §5). */
export async function logoutDosen(): Promise<void> {
  await staffAuthApi.logout();
}
