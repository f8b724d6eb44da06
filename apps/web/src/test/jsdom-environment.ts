import { builtinEnvironments, type Environment } from 'vitest/environments';

// jsdom with a Request that accepts jsdom's AbortSignal. React Router builds every navigation as
// `new Request(url, { signal })` with the page's AbortController, which is jsdom's; Node 24's fetch
// (undici) refuses any signal that is not its own (vitest#8374). The Request below follows the
// page's signal through one of Node's, so loaders still abort, on Node 22 and 24 alike
// (README, Node.js versions).
const jsdom = builtinEnvironments.jsdom;

export default {
  name: 'jsdom-node-fetch',
  transformMode: 'web',
  async setup(global: typeof globalThis, options) {
    const NodeRequest = global.Request;
    const NodeAbortController = global.AbortController;
    const NodeAbortSignal = global.AbortSignal;
    const environment = await jsdom.setup(global, options);

    const isNodeSignal = (signal: unknown): boolean => signal instanceof NodeAbortSignal;
    const nodeSignal = (signal: AbortSignal): AbortSignal => {
      if (isNodeSignal(signal)) return signal;
      const controller = new NodeAbortController();
      if (signal.aborted) controller.abort(signal.reason);
      else signal.addEventListener('abort', () => controller.abort(signal.reason), { once: true });
      return controller.signal;
    };
    global.Request = class Request extends NodeRequest {
      constructor(input: RequestInfo | URL, init?: RequestInit) {
        super(input, init?.signal ? { ...init, signal: nodeSignal(init.signal) } : init);
      }
    };
    return environment;
  },
} satisfies Environment;
