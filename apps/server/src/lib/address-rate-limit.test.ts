import { describe, expect, it } from 'vitest';
import { AddressSlots } from './address-rate-limit';

describe('AddressSlots', () => {
  it('lets perKey in at once per address; the next wait for a release and get the slot in order', async () => {
    const slots = new AddressSlots(2, 10);
    expect(await slots.acquire('a')).toBe(true);
    expect(await slots.acquire('a')).toBe(true);
    // Another address is not held up by the first one's look-ups.
    expect(await slots.acquire('b')).toBe(true);
    const order: number[] = [];
    const third = slots.acquire('a').then(() => order.push(3));
    const fourth = slots.acquire('a').then(() => order.push(4));
    await Promise.resolve();
    expect(order).toEqual([]);
    slots.release('a');
    await third;
    expect(order).toEqual([3]);
    slots.release('a');
    await fourth;
    expect(order).toEqual([3, 4]);
  });

  it('refuses once queueMax wait, and forgets an address with nothing in flight', async () => {
    const slots = new AddressSlots(1, 2);
    await slots.acquire('a');
    const waiting = [slots.acquire('a'), slots.acquire('a')];
    expect(await slots.acquire('a')).toBe(false);
    for (let i = 0; i < 3; i++) slots.release('a');
    expect(await Promise.all(waiting)).toEqual([true, true]);
    expect(slots.addresses).toBe(0);
    // A stray release (nothing in flight) changes nothing.
    slots.release('a');
    expect(slots.addresses).toBe(0);
  });
});
