/** Spanish texts of the application frame: title, fixed pages, built-in component labels. */
export const APP_TEXTS = {
  product: 'Panel Comprobantes',
  documentTitle: (screen?: string, island?: string) =>
    [screen, island ? `Panel Comprobantes | Isla: ${island}` : 'Panel Comprobantes']
      .filter(Boolean)
      .join(' · '),
  forbiddenTitle: 'Sin permiso',
  notFoundTitle: 'Página no encontrada',
  notFound: 'No se encuentra la pagina que usted esta buscando',
  notFoundCode: '404',
  forbidden: 'No tiene permiso para entrar a esta seccion',
  backToChecker: 'Volver a Comprobantes',
  crashTitle: 'Ocurrió un error inesperado',
  crashHint: 'Recargue la página. Si el problema continúa, avise al administrador.',
  reload: 'Recargar',
  loggingOut: 'Cerrando sesión…',
  loading: 'Cargando',
  // Kept free of the word 'Contraseña' so it never competes with the field's own label.
  togglePassword: 'Mostrar u ocultar la clave',
  closeWindow: 'Cerrar ventana',
  closeNotice: 'Cerrar aviso',
} as const;
