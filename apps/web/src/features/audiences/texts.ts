import { AUDIENCES_TITLE } from './title';

/** Spanish texts of the audiences feature ('Público', docs/features/audiences.md). Rule messages live in the domain. */
export const AUDIENCES_TEXTS = {
  title: AUDIENCES_TITLE,
  newLabel: 'Nuevo',
  empty: 'No hay públicos cargados',
  columns: {
    chargesQuantity: 'Cantidad de cargas',
    daysInactive: 'Días inactivo',
    chargeAmount: 'Monto de carga',
  },
  range: (min: string, max: string) => `${min} – ${max}`,
  search: 'Buscar por nombre',
  noMatch: 'Ningún público coincide con la búsqueda.',
  tableLabel: 'Públicos',
  actions: {
    exportCsv: (name: string) => `Exportar CSV de ${name}`,
  },
  confirmDelete: 'Desea borrar este público',
  modal: {
    createTitle: 'Nuevo público',
    editTitle: 'Editar público',
    name: 'Nombre de Público',
    min: 'Mínimo',
    max: 'Máximo',
    fieldLabel: (legend: string, end: string) => `${legend}, ${end.toLowerCase()}`,
    reach: 'Alcance',
    reachCount: (count: string) => `${count} jugadores`,
    exportCsv: 'Exportar CSV',
    save: 'Guardar',
  },
  csv: {
    confirm: '¿Desea descargar el CSV?',
    found: (count: string) => `Jugadores encontrados: ${count}`,
    download: 'Descargar',
  },
  alertTitle: 'Revise los datos',
  alertClose: 'Aceptar',
} as const;
