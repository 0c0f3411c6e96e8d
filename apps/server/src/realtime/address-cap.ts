/** The part of a TCP socket the cap needs. */
export interface ClosingSocket {
  readonly destroyed: boolean;
  once(event: 'close', listener: () => void): unknown;
}

/**
 * Open sockets per client address, so one address cannot hold the node's memory and file handles with
 * idle sockets. A place is taken when the upgrade is asked for, before the handshake, so a burst of
 * handshakes cannot pass the cap together; it is given back when the TCP socket closes, which happens for
 * an upgrade refused later on as well as for a WebSocket that ends.
 */
export class AddressCap {
  private readonly open = new Map<string, number>();

  constructor(readonly max: number) {}

  /** Takes a place for `address` until `socket` closes; false (nothing taken) when it holds `max` already. */
  take(address: string, socket: ClosingSocket): boolean {
    if (socket.destroyed) return true;
    const held = this.open.get(address) ?? 0;
    if (held >= this.max) return false;
    this.open.set(address, held + 1);
    socket.once('close', () => {
      const left = (this.open.get(address) ?? 1) - 1;
      if (left > 0) this.open.set(address, left);
      else this.open.delete(address);
    });
    return true;
  }
}
