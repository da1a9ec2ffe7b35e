import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A stand-in for socket.io's client socket: events by hand, `active` as socket.io sets it. */
class FakeSocket {
  connected = false;
  active = true;
  connects = 0;
  private listeners = new Map<string, ((...args: unknown[]) => void)[]>();
  on(event: string, listener: (...args: unknown[]) => void) {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
    return this;
  }
  off() {
    return this;
  }
  emit(event: string, ...args: unknown[]) {
    for (const listener of this.listeners.get(event) ?? []) listener(...args);
  }
  connect() {
    this.connects += 1;
    this.active = true;
    return this;
  }
  disconnect() {
    this.active = false;
    this.connected = false;
    this.emit('disconnect', 'io client disconnect');
    return this;
  }
}

const sockets: FakeSocket[] = [];
vi.mock('socket.io-client', () => ({
  io: () => {
    const socket = new FakeSocket();
    sockets.push(socket);
    return socket;
  },
}));
vi.mock('./api-client', () => ({ currentIdToken: async () => 'token' }));

const { useRealtimeSession } = await import('./realtime');

beforeEach(() => {
  vi.useFakeTimers();
  sockets.length = 0;
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the realtime connection', () => {
  it('connects again after the server ended it (a restart), backing off from about a second', () => {
    const session = renderHook(() => useRealtimeSession());
    const socket = sockets[0]!;
    act(() => {
      socket.active = false;
      socket.emit('disconnect', 'io server disconnect');
    });
    act(() => vi.advanceTimersByTime(400));
    expect(socket.connects).toBe(0);
    act(() => vi.advanceTimersByTime(1_200));
    expect(socket.connects).toBe(1);
    session.unmount();
  });

  it('tries again after a refused handshake, waiting longer each time', () => {
    const session = renderHook(() => useRealtimeSession());
    const socket = sockets[0]!;
    const refuse = () =>
      act(() => {
        socket.active = false;
        socket.emit('connect_error', new Error('invalid token'));
      });
    refuse();
    act(() => vi.advanceTimersByTime(1_600));
    expect(socket.connects).toBe(1);
    refuse();
    // The second wait is about 2 s (1 to 3 s with jitter).
    act(() => vi.advanceTimersByTime(900));
    expect(socket.connects).toBe(1);
    act(() => vi.advanceTimersByTime(2_200));
    expect(socket.connects).toBe(2);
    session.unmount();
  });

  it('leaves retrying to socket.io after a lost connection, and stays closed after sign-out', () => {
    const session = renderHook(() => useRealtimeSession());
    const socket = sockets[0]!;
    act(() => socket.emit('disconnect', 'transport close'));
    act(() => vi.advanceTimersByTime(60_000));
    expect(socket.connects).toBe(0);
    session.unmount();
    act(() => vi.advanceTimersByTime(60_000));
    expect(socket.connects).toBe(0);
  });
});
