import type { SocketLike } from '@/lib/realtime';

/**
 * A WebSocket stand-in for the realtime client: the test opens, feeds and drops it by hand. The test
 * setup installs it as the global WebSocket, so component tests never reach a network.
 */
export class FakeSocket implements SocketLike {
  /** Every socket made since the last test, oldest first. */
  static readonly made: FakeSocket[] = [];

  static latest(): FakeSocket | undefined {
    return FakeSocket.made[FakeSocket.made.length - 1];
  }

  readonly sent: string[] = [];
  closedWith: number | null = null;
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;

  constructor(readonly url: string) {
    FakeSocket.made.push(this);
  }

  send(data: string): void {
    this.sent.push(data);
  }

  close(code = 1000): void {
    this.closedWith = code;
  }

  open(): void {
    this.onopen?.(new Event('open'));
  }

  receive(message: unknown): void {
    this.receiveRaw(JSON.stringify(message));
  }

  receiveRaw(data: string): void {
    this.onmessage?.(new MessageEvent('message', { data }));
  }

  /** The server (or the network) ends the connection. */
  drop(code: number): void {
    this.onerror?.(new Event('error'));
    this.onclose?.(new CloseEvent('close', { code }));
  }
}
