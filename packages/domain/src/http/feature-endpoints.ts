import type { EndpointContract } from './endpoint';

/** What a feature's contracts share: a default for any field, usually the tag and the access. */
type Defaults = Partial<EndpointContract>;

/** A contract without the defaulted fields, which it may still state to differ from the default. */
type Entry<D extends Defaults> = Omit<EndpointContract, keyof D> &
  Partial<Pick<EndpointContract, keyof D & keyof EndpointContract>>;

/** The entry's own fields win over the defaults; literal types are kept, as `defineEndpoints` does. */
type Filled<D extends Defaults, E> = Omit<D, keyof E> & E;

/**
 * A feature's contracts with per-file defaults, so each entry states only what differs from the
 * file's usual tag and access (docs/api-contracts.md):
 * `defineEndpointsWith({ tag, access })({ list: {...}, ... })`. Each contract is the object the entry
 * spelled out in full would be: the server, the OpenAPI document and the role matrix see no change.
 */
export function defineEndpointsWith<const D extends Defaults>(defaults: D) {
  return <const T extends Record<string, Entry<D>>>(endpoints: T) => {
    const filled: Record<string, EndpointContract> = {};
    for (const [name, entry] of Object.entries(endpoints)) {
      filled[name] = { ...defaults, ...entry } as EndpointContract;
    }
    return filled as { readonly [K in keyof T]: Filled<D, T[K]> };
  };
}
