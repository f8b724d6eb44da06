import { messagePurpose } from '@panel/domain/player-messages/player-message-rules';
import { RECEIPTS_TITLE } from './title';

/** Spanish texts of the receipts (comprobantes) feature: the /checker screen and the header bell. */
export const RECEIPTS_TEXTS = {
  title: RECEIPTS_TITLE,
  toConfig: 'Ir al panel de control',
  pendingLink: 'Comprobantes pendientes',
  pendingLinkWithTotal: (total: number) => `Comprobantes pendientes: ${total}`,

  queueLabel: (count: number) => `Comprobantes en cola: ${count}`,
  queueTooltip: 'Comprobantes en cola',
  showOcr: 'Mostrar OCR',
  hideOcr: 'Ocultar OCR',
  noOcr: 'Este comprobante no tiene datos de OCR',
  ocrTitle: 'Datos de OCR',
  pendingFor: 'Pendiente hace',
  live: 'En vivo',
  reconnecting: 'Reconectando…',
  liveTooltip: 'Los comprobantes nuevos aparecen solos',
  reconnectingTooltip: 'Sin conexión en vivo: se reintenta sola y la cola se revisa cada minuto',
  soundOn: 'Sonido activado',
  soundOff: 'Sonido desactivado',
  soundBlocked: 'El navegador bloqueó el sonido: haga clic para activarlo',

  reject: 'Rechazar',
  skip: 'Saltar',
  approve: 'Aprobar',
  edit: 'Editar',
  history: 'Historial',
  historyWithCount: (count: number) => `Historial (${count})`,
  shortcut: (action: string, key: string) => `${action} (atajo: ${key})`,

  messageAmount: 'Monto del mensaje',
  editedAmount: 'Monto editado',
  creditAmount: 'Monto a acreditar',
  difference: (amount: string, up: boolean) => `${up ? '+' : '−'} ${amount} respecto del mensaje`,
  warningsLabel: 'Antes de decidir',
  moreLabel: 'Avisos del banco y lectura del comprobante',
  panelUsername: 'Usuario del panel',
  copyUsername: 'Copiar usuario',
  usernameCopied: 'Usuario copiado al portapapeles',
  depositAccount: 'Cuenta de depósito',
  bonusBlocked: 'Bono bloqueado',
  receiptNumber: (id: number) => `Comprobante n.º ${id}`,

  receiptImage: (username: string) => `Comprobante de ${username}`,
  receiptPdf: (username: string) => `Comprobante en PDF de ${username}`,
  zoomIn: 'Acercar',
  zoomOut: 'Alejar',
  zoomReset: 'Ajustar a la pantalla',
  rotate: 'Girar',
  zoomLevel: (percent: number) => `${percent} %`,
  openFile: 'Abrir el archivo en otra pestaña',
  fileBox: 'Archivo del comprobante',
  fileError: 'No se pudo mostrar el archivo del comprobante.',
  loadingReceipt: 'Cargando comprobante…',
  receiptError: 'No se pudo cargar el comprobante.',
  retry: 'Reintentar',

  rejectTitle: 'Rechazar comprobante',
  rejectPrompt: 'Elija el motivo del rechazo:',
  skipTitle: 'Posponer comprobante',
  skipPrompt: 'Elija el motivo para dejarlo para después:',
  cancel: 'Cancelar',

  editTitle: 'Editar monto',
  editAmount: 'Monto del comprobante válido',
  editOriginal: (amount: string) => `Monto del mensaje: ${amount}`,
  editAndApprove: 'Editar y Aprobar',
  editConfirmDetail: (from: string, to: string) => `Monto del mensaje: ${from}. Monto a cargar: ${to}.`,

  historyTitle: (username: string) => `Historial de cargas de ${username}`,
  historyDate: 'Fecha',
  historyAmount: 'Monto',
  historyBank: 'Banco',
  historyNotCharged: 'Las filas resaltadas no fueron cargadas.',
  historyNotChargedRow: 'No cargada',
  historyEmpty: 'El cliente no tiene cargas anteriores.',
  historyMore: (shown: number, total: number) => `Se muestran las últimas ${shown} de ${total} cargas.`,
  noBank: '—',
  close: 'Cerrar',

  empty: 'PANEL DE COMPROBANTES - No hay mas comprobantes por ahora',
  search: 'Buscar',
  decidedElsewhere: 'Otro operador ya resolvió ese comprobante.',
  /** docs/features/player-messages.md 'Aviso no entregado'. */
  undeliveredTitle: 'Aviso no entregado',
  undeliveredBody: (kind: string, attempts: number, error: string | null) =>
    `El jugador no recibió el aviso de este comprobante («${messagePurpose(kind)}») tras ${attempts} ${
      attempts === 1 ? 'intento' : 'intentos'
    }.${error ? ` Último error del BOT: ${error}` : ''}`,
} as const;
