import { describe, expect, it } from 'vitest';
import { createEventBus } from './event-bus';

describe('createEventBus', () => {
  it('delivers payloads to the listeners of one event until they unsubscribe', () => {
    const bus = createEventBus<{ ping: number; pong: string }>();
    const received: number[] = [];
    const off = bus.on('ping', (value) => received.push(value));
    bus.on('pong', () => received.push(-1));
    bus.emit('ping', 1);
    off();
    bus.emit('ping', 2);
    expect(received).toEqual([1]);
  });
});
