import { z } from 'zod';
import { MAX_LENGTH } from '../constants';
import { absentAsEmpty } from '../rules';
import { LOGIN_MESSAGES } from './login-form';

export { LOGIN_MESSAGES };

const signinFields = z.object({
  username: z.string().trim().min(1, LOGIN_MESSAGES.usernameRequired).max(MAX_LENGTH.username),
  password: z.string().min(1, LOGIN_MESSAGES.passwordRequired).max(MAX_LENGTH.password),
});
export const signinBody = absentAsEmpty(signinFields, { username: '', password: '' });
export type SigninBody = z.infer<typeof signinBody>;
