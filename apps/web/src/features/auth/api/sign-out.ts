import { z } from 'zod';
import { api } from '@/lib/api-client';

/**
 * POST /api/auth/logout: 'Salir' ends the session on the server too, so the token stops working
 * even if someone copied it. Quiet: the panel leaves either way, and a session already over (401)
 * has nothing left to end.
 */
export const signOut = () =>
  api.post('/api/auth/logout', undefined, z.unknown(), {
    notify: false,
    loading: false,
    endSessionOn401: false,
  });
