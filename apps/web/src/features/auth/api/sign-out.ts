import { authEndpoints } from '@panel/domain/auth/auth-endpoints';
import { call } from '@/lib/api-client';

/**
 * 'Salir' ends the session on the server too, so the token stops working even if someone copied
 * it. Quiet: the panel leaves either way, and a session already over (401) has nothing left to end.
 */
export const signOut = () =>
  call(authEndpoints.logout, {}, { notify: false, loading: false, endSessionOn401: false });
