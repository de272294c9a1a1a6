import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { JobQueue, QueueFull } from './queue.ts';

const deferred = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
};

describe('JobQueue', () => {
  it('runs at most maxRunning jobs at once, queues maxWaiting more in order, refuses the next at once', async () => {
    const queue = new JobQueue(2, 2);
    const gates = [deferred(), deferred(), deferred(), deferred()];
    const started: number[] = [];
    let concurrent = 0;
    let peak = 0;
    const jobs = gates.map((gate, i) =>
      queue.run(async () => {
        started.push(i);
        peak = Math.max(peak, ++concurrent);
        await gate.promise;
        concurrent--;
        return i;
      }),
    );
    await Promise.resolve();
    assert.deepEqual(started, [0, 1]);
    assert.deepEqual(queue.size, { running: 2, waiting: 2 });
    assert.equal(queue.full, true);
    await assert.rejects(queue.run(async () => 'late'), QueueFull);

    gates[1].resolve();
    await jobs[1];
    await new Promise((r) => setImmediate(r));
    assert.deepEqual(started, [0, 1, 2], 'the first waiting job takes the freed slot');
    for (const gate of gates) gate.resolve();
    assert.deepEqual(await Promise.all(jobs), [0, 1, 2, 3]);
    assert.equal(peak, 2);
    assert.deepEqual(queue.size, { running: 0, waiting: 0 });
  });

  it('a failing job frees its slot and its error reaches its caller only', async () => {
    const queue = new JobQueue(1, 1);
    const failing = queue.run(async () => {
      throw new Error('broken picture');
    });
    const next = queue.run(async () => 'fine');
    await assert.rejects(failing, /broken picture/);
    assert.equal(await next, 'fine');
    assert.deepEqual(queue.size, { running: 0, waiting: 0 });
  });
});
