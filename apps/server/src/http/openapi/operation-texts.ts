import type { EndpointContract } from '@panel/domain/http/endpoint';
import { ROL_NAMES } from '@panel/domain/users/user-rules';
import { MACHINE_KEY_SCHEMES } from './document-info';

/**
 * The texts an integrator reads beside an operation's summary (docs/api-contracts.md, "The OpenAPI
 * document"): who may call it, and what its success answer is. Both are derived from the contract,
 * so they cannot drift from what the server enforces.
 */

const listed = (items: string[]): string =>
  items.length === 1 ? items[0]! : `${items.slice(0, -1).join(', ')} y ${items.at(-1)}`;

/** Who may call the operation, in the words of docs/api-contracts.md 'Who may call'. */
export function operationDescription(endpoint: EndpointContract): string {
  const { access } = endpoint;
  if ('roles' in access) {
    const roles = access.roles.map((rol) => `${rol} (${ROL_NAMES[rol]})`);
    return `Quién la llama: un usuario del panel con sesión (\`x-access-token\`) y rol ${listed(roles)}.`;
  }
  if ('machineKey' in access) {
    const { header } = MACHINE_KEY_SCHEMES[access.machineKey];
    return `Quién la llama: un programa de la isla con su clave de máquina (\`${header}\`); obra dentro de esa isla.`;
  }
  return `Pública: ${access.why}.`;
}

/** The success answer's description: what a read returns, or that a change was done. */
export function successDescription(endpoint: EndpointContract, status: string): string {
  if (status === '204') return 'Hecho, sin contenido';
  if (endpoint.method === 'GET') return endpoint.summary;
  return status === '201' ? `Creado: ${endpoint.summary}` : `Hecho: ${endpoint.summary}`;
}
