import type { IslandFlow } from '@panel/domain/islands/island-rules';
import { ISLANDS_TITLE } from './title';

/** A rotatable key's texts: each key's are the same sentences, naming the key and where it is set. */
const rotatedKeyTexts = (of: string, setIn: string) => ({
  title: `Clave de ${of}`,
  confirm: (name: string) =>
    `Desea generar una nueva clave de ${of} para ${name}? La clave anterior dejará de funcionar.`,
  explain: `Configure esta clave en ${setIn}. No se volverá a mostrar.`,
});

/** Spanish texts of the islands (tenants) feature. */
export const ISLANDS_TEXTS = {
  title: ISLANDS_TITLE,
  newLabel: 'Nueva',
  empty: 'No hay islas cargadas',
  inactive: 'Inactiva',
  noMatch: 'Ninguna isla coincide con la búsqueda.',
  search: 'Buscar por nombre, URL o prefijo',
  actions: {
    flows: (name: string) => `Editar flujos de ${name}`,
    messages: (name: string) => `Editar mensajes de ${name}`,
    intakeKey: (name: string) => `Clave de notificaciones de ${name}`,
    platformKey: (name: string) => `Clave de plataforma de ${name}`,
  },
  confirmDelete: 'Desea borrar esta isla',
  modal: {
    title: 'Isla',
    name: 'Nombre',
    url: 'URL',
    panelUserName: 'Usuario del panel',
    panelUserPassword: 'Contraseña del panel',
    defaultClientPassword: 'Contraseña por defecto de los clientes',
    storedSecret: 'Guardada. Déjela vacía para no cambiarla.',
    charge: 'Carga mínima',
    bonus: 'Porcentaje de bonus',
    withdraw: 'Retiro mínimo',
    prefix: 'Prefijo',
    prefixHint: 'Comienzo del usuario de cada jugador: letras minúsculas y números.',
    save: 'Guardar',
    cancel: 'Cancelar',
  },
  flows: {
    title: (name: string) => `Flujos de ${name}`,
    hint: 'Cada cambio pide confirmación y se guarda al confirmarlo.',
    confirm: {
      onTitle: (flow: string) => `¿Activar ${flow}?`,
      offTitle: (flow: string) => `¿Desactivar ${flow}?`,
      on: (flow: string, island: string) =>
        `Los jugadores de ${island} vuelven a poder usar ${flow} en el bot.`,
      off: (flow: string, island: string) =>
        `Los jugadores de ${island} dejan de poder usar ${flow} en el bot hasta que se vuelva a activar.`,
      turnOn: 'Activar',
      turnOff: 'Desactivar',
    },
    close: 'Cerrar',
    labels: {
      opUsercreation: 'Crear usuarios',
      opCharges: 'Cargas',
      opBalances: 'Saldo',
      opWithdraws: 'Retiros',
      opHelp: 'Ayuda',
      opInformation: 'Información',
      opReferral: 'Referidos',
    } satisfies Record<IslandFlow, string>,
  },
  keys: {
    intake: rotatedKeyTexts(
      'notificaciones',
      'el aviso de transferencias del banco (encabezado x-intake-key)',
    ),
    platform: rotatedKeyTexts(
      'plataforma',
      'el webhook de la plataforma de juego (encabezado x-platform-key)',
    ),
    copy: 'Copiar clave',
    copied: 'Clave copiada',
    close: 'Cerrar',
  },
} as const;
