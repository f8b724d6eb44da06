/** Errors services throw; one handler turns them into {message} with the status. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}
export const badRequest = (message: string) => new AppError(400, message);
export const unauthorized = (message = 'Sesión inválida o vencida. Vuelva a ingresar.') =>
  new AppError(401, message);
export const forbidden = (message = 'No tiene permiso para realizar esta acción') =>
  new AppError(403, message);
export const notFound = (message = 'No se encontró el recurso solicitado') => new AppError(404, message);
export const conflict = (message: string) => new AppError(409, message);
export const refused = (message: string) => new AppError(422, message);

/** A start that cannot go on (database unreachable, data folder in use): main prints the message alone. */
export class StartupError extends Error {}
