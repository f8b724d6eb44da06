import { describe, expect, it } from 'vitest';
import { LOGIN_MESSAGES, validateLogin } from './login-form';

describe('login (docs/features/auth.md)', () => {
  it('puts a message under each empty field', () => {
    expect(validateLogin({ username: '', password: '' })).toEqual({
      username: 'El usuario es obligatorio!',
      password: 'La contraseña es obligatoria!',
    });
    expect(validateLogin({ username: '  ', password: 'x' })).toEqual({
      username: LOGIN_MESSAGES.usernameRequired,
    });
    expect(validateLogin({ username: 'ana', password: 'x' })).toEqual({});
  });
});
