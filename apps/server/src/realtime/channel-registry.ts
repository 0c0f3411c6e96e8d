/** Who holds which channel on this node, and each channel's running `seq`. */
export class ChannelRegistry<M> {
  private readonly channels = new Map<string, { seq: number; members: Set<M> }>();

  add(channel: string, member: M): void {
    let entry = this.channels.get(channel);
    if (!entry) {
      entry = { seq: 0, members: new Set() };
      this.channels.set(channel, entry);
    }
    entry.members.add(member);
  }

  /** A channel nobody holds is forgotten, its seq with it: a later subscriber starts again from 1. */
  remove(channel: string, member: M): void {
    const entry = this.channels.get(channel);
    if (!entry) return;
    entry.members.delete(member);
    if (entry.members.size === 0) this.channels.delete(channel);
  }

  /** The members of a held channel and its next seq, or null when nobody here holds it. */
  next(channel: string): { seq: number; members: ReadonlySet<M> } | null {
    const entry = this.channels.get(channel);
    if (!entry) return null;
    entry.seq += 1;
    return { seq: entry.seq, members: entry.members };
  }

  members(channel: string): ReadonlySet<M> | undefined {
    return this.channels.get(channel)?.members;
  }

  get size(): number {
    return this.channels.size;
  }
}
